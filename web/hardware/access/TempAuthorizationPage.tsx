import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { RouteDef } from '../../../sync/product/menu';
import type { PassRow } from '../../../sync/contract/hardware/access-passes';
import { PageFrame } from '../../components/PageFrame';
import {
  confirmThen,
  FilterBar,
  ListView,
  RowActions,
  useListQuery,
  type FilterField,
  type RowAction,
} from '../../components/list';
import { ACCESS_KEY, fetchPasses, revokePass, type PassFilters } from './access-api';
import { PASS_COLUMNS } from './pass-columns';
import { passWindow } from './pass-qr';
import { PassQrSheet } from './PassQrSheet';
import { PassSheet } from './PassSheet';
import './access.css';

const FILTERS: FilterField<keyof PassFilters>[] = [{ kind: 'apartment', key: 'apartmentId', label: '全部公寓' }];
const PASSES_KEY = [...ACCESS_KEY, 'passes'];

/**
 * 临时授权 (/tempAuthorization, issue 18.4): the visitor passes (?apartmentId= from 统一分配 filters them), 新建访客通行
 * then its QR code, and per pass 二维码 and 撤回 while it may still open a door.
 */
export default function TempAuthorizationPage({ route }: { route: RouteDef }) {
  const client = useQueryClient();
  const [adding, setAdding] = useState(0);
  const [shown, setShown] = useState<PassRow | null>(null);
  const list = useListQuery({ key: PASSES_KEY, fields: FILTERS, fetch: (f, c, size) => fetchPasses(f, c, size) });
  const reload = () => void client.invalidateQueries({ queryKey: PASSES_KEY });

  const actions = (r: PassRow): RowAction[] => {
    if (!r.payload) return [];
    const revoke = async () => {
      const ok = await confirmThen({
        what: `${r.visitorName} · ${passWindow(r)}`,
        message: '确定要撤回该访客通行码吗？撤回后将无法开门',
        confirmText: '撤回',
        danger: true,
        run: () => revokePass(r.passId),
        done: '撤回成功',
      });
      if (ok) reload();
    };
    return [
      { key: 'qr', text: '二维码', onClick: () => setShown(r) },
      { key: 'revoke', text: '撤回', color: 'danger', onClick: () => void revoke() },
    ];
  };

  return (
    <PageFrame
      title={route.title}
      extra={
        <Button size="small" color="primary" onClick={() => setAdding((n) => n + 1)}>
          新建访客通行
        </Button>
      }
    >
      <FilterBar fields={FILTERS} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={PASS_COLUMNS}
        rowKey={(r) => r.passId}
        onPage={list.setPage}
        label="访客通行"
        empty="暂无访客通行"
        actions={(r) => <RowActions actions={actions(r)} />}
      />
      <PassSheet
        key={`add-${adding}`}
        visible={adding > 0}
        apartmentId={list.filters.apartmentId}
        onClose={() => setAdding(0)}
        onDone={(pass) => {
          setAdding(0);
          setShown(pass);
          reload();
        }}
      />
      <PassQrSheet pass={shown} onClose={() => setShown(null)} />
    </PageFrame>
  );
}
