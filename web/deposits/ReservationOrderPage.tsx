import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { DEPOSIT_ACTION_LABEL, DEPOSIT_MSG, type DepositAction } from '../../sync/rules/deposits/deposit-rules';
import type { DepositRow } from '../../sync/contract/deposits/deposit-shape';
import type { PayConfig } from '../../sync/contract/payments/payments';
import { PageFrame } from '../components/PageFrame';
import {
  ExportButton,
  FilterBar,
  ListView,
  RowActions,
  ScopeNote,
  toastFailure,
  useListQuery,
} from '../components/list';
import { linkTo } from '../board/board-api';
import { DEPOSITS_KEY, fetchDeposits, fetchPayConfig } from './deposits-api';
import { DEPOSIT_COLUMNS, DEPOSIT_FILTERS } from './deposit-columns';
import { revokeOrder } from './revoke-order';
import { AddOrderSheet } from './AddOrderSheet';
import { CollectSheet } from './CollectSheet';
import { DetailsSheet } from './DetailsSheet';
import { ScanPayPanel } from './ScanPayPanel';
import './deposits.css';

/** 定金订单 (/reservationOrder, part 2 §2.2, §4, §5): filters, list with the actions the server allows, dialogs. */
export default function ReservationOrderPage({ route }: { route: RouteDef }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [addKey, setAddKey] = useState(0);
  const [collecting, setCollecting] = useState<DepositRow | null>(null);
  const [details, setDetails] = useState<string | null>(null);
  const [paying, setPaying] = useState<{ row: DepositRow; config: PayConfig } | null>(null);
  // ?open=1 (the dashboard's 定金订单 counter): only the orders still to handle, as many as the counter says.
  const list = useListQuery({
    key: DEPOSITS_KEY,
    fields: DEPOSIT_FILTERS,
    fetch: (f, current, size, params) => fetchDeposits(f, current, params.get('open') === '1', size),
  });
  const openOnly = list.params.get('open') === '1';
  const reload = () => client.invalidateQueries({ queryKey: DEPOSITS_KEY });

  const onAction = async (a: DepositAction, r: DepositRow) => {
    if (a === 'details') return setDetails(r.advanceId);
    if (a === 'collect') return setCollecting(r);
    if (a === 'register')
      return navigate(
        linkTo('/renterRegister', {
          houseId: r.houseId,
          location: r.house,
          statusCode: r.statusCode,
          area: r.area,
          advanceId: r.advanceId,
        }),
      );
    if (a === 'viewLease') {
      if (!r.leaseId) return void Dialog.alert({ content: DEPOSIT_MSG.noLease, confirmText: '知道了' });
      return navigate(linkTo('/leaseDetail', { leaseId: r.leaseId }));
    }
    if (a === 'revoke') {
      if (await revokeOrder(r)) await reload();
      return;
    }
    try {
      const config = await fetchPayConfig(r.houseId);
      if (!config) return void Dialog.alert({ content: DEPOSIT_MSG.notConfigured, confirmText: '知道了' });
      setPaying({ row: r, config });
    } catch (e) {
      toastFailure(e);
    }
  };

  return (
    <PageFrame
      title={route.title}
      extra={
        <>
          <ExportButton name="定金订单" columns={DEPOSIT_COLUMNS} fetchPage={list.fetchPage} />
          <Button size="small" color="primary" onClick={() => setAdding(true)}>
            添加订单
          </Button>
        </>
      }
    >
      <FilterBar fields={DEPOSIT_FILTERS} values={list.filters} onApply={list.apply} />
      {openOnly ? (
        <ScopeNote text="仅显示待处理的订单（未支付或已支付待签约）" onClear={() => list.update({ open: null })} />
      ) : null}
      <ListView
        query={list.query}
        columns={DEPOSIT_COLUMNS}
        rowKey={(r) => r.advanceId}
        onPage={list.setPage}
        label="定金订单"
        empty="暂无定金订单"
        onOpen={(r) => setDetails(r.advanceId)}
        actions={(r) => (
          <RowActions
            actions={r.actions.map((a) => ({
              key: a,
              text: DEPOSIT_ACTION_LABEL[a],
              color: a === 'revoke' ? 'danger' : 'primary',
              quiet: a === 'details',
              onClick: () => void onAction(a, r),
            }))}
          />
        )}
      />
      <AddOrderSheet
        key={addKey}
        visible={adding}
        onClose={() => setAdding(false)}
        onDone={() => {
          setAdding(false);
          setAddKey((k) => k + 1);
          void reload();
        }}
      />
      <CollectSheet
        key={collecting?.advanceId ?? 'none'}
        row={collecting}
        onClose={() => setCollecting(null)}
        onDone={() => {
          setCollecting(null);
          void reload();
        }}
      />
      <DetailsSheet id={details} onClose={() => setDetails(null)} />
      <ScanPayPanel
        key={paying?.row.advanceId ?? 'none'}
        row={paying?.row ?? null}
        config={paying?.config ?? null}
        onClose={() => setPaying(null)}
        onPaid={() => {
          setPaying(null);
          void reload();
        }}
      />
    </PageFrame>
  );
}
