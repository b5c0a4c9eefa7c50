import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, ErrorBlock, Picker, Skeleton, Toast } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { DEPOSIT_MSG, type DepositAction } from '../../sync/rules/deposits/deposit-rules';
import { formatFen } from '../../sync/rules/common/money';
import { PageFrame } from '../components/PageFrame';
import { useMedia } from '../lib/use-media';
import { LIST_TABLE_QUERY } from '../leases/list/list-layout';
import { linkTo } from '../board/board-api';
import type { DepositRow } from '../../sync/contract/deposits/deposit-shape';
import type { PayConfig } from '../../sync/contract/payments/payments';
import {
  DEPOSITS_KEY,
  EMPTY_FILTERS,
  depositsExportPath,
  fetchDeposits,
  fetchPayConfig,
  revokeDeposit,
  type DepositFilters,
} from './deposits-api';
import { DepositFiltersBar } from './DepositFiltersBar';
import { ExportButton } from './ExportButton';
import { DepositList } from './DepositList';
import { AddOrderSheet } from './AddOrderSheet';
import { CollectSheet } from './CollectSheet';
import { DetailsSheet } from './DetailsSheet';
import { ScanPayPanel } from './ScanPayPanel';
import { MANUAL_WAYS } from './PaymentFields';
import './deposits.css';

/** Revoke with a confirm; a paid, unsigned order may give its deposit back (then the refund way is asked). */
async function revoke(row: DepositRow): Promise<boolean> {
  const paidOpen = row.payStatus === 1 && row.signStatus === 0;
  let refund = false;
  if (paidOpen) {
    const choice = await new Promise<'refund' | 'keep' | null>((resolve) => {
      const handler = Dialog.show({
        title: '撤销订单',
        content: `该订单已收定金 ${formatFen(row.advanceCost)}，撤销时是否退还定金？`,
        closeOnMaskClick: true,
        onClose: () => resolve(null),
        actions: [
          [
            { key: 'keep', text: '仅撤销', onClick: () => (resolve('keep'), handler.close()) },
            { key: 'refund', text: '撤销并退还定金', bold: true, onClick: () => (resolve('refund'), handler.close()) },
          ],
          { key: 'cancel', text: '取消', onClick: () => (resolve(null), handler.close()) },
        ],
      });
    });
    if (!choice) {
      Toast.show({ content: '已取消' });
      return false;
    }
    refund = choice === 'refund';
  } else if (
    !(await Dialog.confirm({ title: '提示', content: '确定要撤销该订单吗？', confirmText: '确定', cancelText: '取消' }))
  ) {
    Toast.show({ content: '已取消' });
    return false;
  }
  let payWay: number | null = null;
  if (refund) {
    const v = await Picker.prompt({
      columns: [MANUAL_WAYS],
      title: '退款方式',
      confirmText: '确定',
      cancelText: '取消',
    });
    if (!v || v[0] === null || v[0] === undefined) {
      Toast.show({ content: '已取消' });
      return false;
    }
    payWay = Number(v[0]);
  }
  try {
    await revokeDeposit(row.advanceId, refund ? { refund: true, payWay } : {});
    Toast.show({ icon: 'success', content: '撤销成功' });
    return true;
  } catch (e) {
    Toast.show({ icon: 'fail', content: (e as Error).message });
    return false;
  }
}

/** 定金订单 (/reservationOrder, part 2 §2.2, §4, §5): filters, list with the actions the server allows, dialogs. */
export default function ReservationOrderPage({ route }: { route: RouteDef }) {
  // A table only where its columns, status and actions fit (web/leases/list/list-layout.ts); cards on tablets and phones.
  const table = useMedia(LIST_TABLE_QUERY);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [filters, setFilters] = useState<DepositFilters>(EMPTY_FILTERS);
  const [current, setCurrent] = useState(1);
  const [adding, setAdding] = useState(false);
  const [addKey, setAddKey] = useState(0);
  const [collecting, setCollecting] = useState<DepositRow | null>(null);
  const [details, setDetails] = useState<string | null>(null);
  const [paying, setPaying] = useState<{ row: DepositRow; config: PayConfig } | null>(null);
  // ?open=1 (the dashboard's 定金订单 counter): only the orders still to handle, as many as the counter says.
  const [params] = useSearchParams();
  const openOnly = params.get('open') === '1';
  const q = useQuery({
    queryKey: [...DEPOSITS_KEY, 'list', filters, current, openOnly],
    queryFn: () => fetchDeposits(filters, current, openOnly),
    placeholderData: keepPreviousData,
  });
  const reload = () => client.invalidateQueries({ queryKey: DEPOSITS_KEY });

  const onAction = async (a: DepositAction, r: DepositRow) => {
    if (a === 'details') return setDetails(r.advanceId);
    if (a === 'collect') return setCollecting(r);
    if (a === 'register') {
      return navigate(
        linkTo('/renterRegister', {
          houseId: r.houseId,
          location: r.house,
          statusCode: r.statusCode,
          area: r.area,
          advanceId: r.advanceId,
        }),
      );
    }
    if (a === 'viewLease') {
      if (!r.leaseId) return void Dialog.alert({ content: DEPOSIT_MSG.noLease, confirmText: '知道了' });
      return navigate(linkTo('/leaseDetail', { leaseId: r.leaseId }));
    }
    if (a === 'revoke') {
      if (await revoke(r)) await reload();
      return;
    }
    if (a === 'scanPay') {
      try {
        const config = await fetchPayConfig(r.houseId);
        if (!config) return void Dialog.alert({ content: DEPOSIT_MSG.notConfigured, confirmText: '知道了' });
        setPaying({ row: r, config });
      } catch (e) {
        Toast.show({ icon: 'fail', content: (e as Error).message });
      }
    }
  };

  return (
    <PageFrame
      title={route.title}
      extra={
        <div className="deposit-filter-buttons">
          <ExportButton path={depositsExportPath(filters, openOnly)} fallbackName="定金订单.xlsx" />
          <Button size="small" color="primary" onClick={() => setAdding(true)}>
            添加订单
          </Button>
        </div>
      }
    >
      <DepositFiltersBar
        onQuery={(f) => {
          setFilters(f);
          setCurrent(1);
        }}
      />
      {openOnly ? (
        <div className="deposit-open-only" role="status">
          <span>仅显示待处理的订单（未支付或已支付待签约）</span>
          <Button size="mini" fill="none" color="primary" onClick={() => navigate('/reservationOrder')}>
            查看全部
          </Button>
        </div>
      ) : null}
      {q.isLoading ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : q.isError || !q.data ? (
        <ErrorBlock status="default" title="加载失败" description={(q.error as Error | null)?.message ?? ''} />
      ) : q.data.records.length === 0 ? (
        <ErrorBlock status="empty" title="暂无定金订单" description="" />
      ) : (
        <DepositList page={q.data} desktop={table} onPage={setCurrent} onAction={(a, r) => void onAction(a, r)} />
      )}
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
