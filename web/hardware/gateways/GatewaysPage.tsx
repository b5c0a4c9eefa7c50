import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { RouteDef } from '../../../sync/product/menu';
import type { GatewayRow } from '../../../sync/contract/hardware/access-shape';
import { PageFrame } from '../../components/PageFrame';
import { confirmDelete, ExportButton, FilterBar, ListView, RowActions, useListQuery } from '../../components/list';
import { GATEWAY_COLUMNS, GATEWAY_FILTERS } from './gateway-columns';
import { fetchGateways, GATEWAYS_KEY, removeGateway } from './gateways-api';
import { GatewayDevicesSheet } from './GatewayDevicesSheet';
import { GatewaySheet } from './GatewaySheet';
import '../doors/doors.css';

type Sheet = { kind: 'add' } | { kind: 'rename' | 'devices'; row: GatewayRow };

/**
 * 网关 (/WECBlist, §2.1 "gateway"): the gateways by apartment with their reach, when last seen and how many devices
 * hang on each; 设备, 改名, 删除 (refused while devices remain: 网关下还有设备，请先移除设备), 添加网关.
 * /WEClist (水电燃服务 in the menu, content not shown in the spec) is this screen too: the gateways carry the water,
 * electricity and door devices, so that is what the menu entry shows.
 */
export default function GatewaysPage({ route }: { route: RouteDef }) {
  const client = useQueryClient();
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const list = useListQuery({
    key: GATEWAYS_KEY,
    fields: GATEWAY_FILTERS,
    fetch: (f, current, size) => fetchGateways(f, current, size),
  });
  const reload = () => void client.invalidateQueries({ queryKey: GATEWAYS_KEY });
  const done = () => {
    setSheet(null);
    reload();
  };
  const remove = async (r: GatewayRow) => {
    const what = `${r.apartmentName} · ${r.portName}（${r.sn}）`;
    if (await confirmDelete({ what, message: '确定要删除该网关吗？', run: () => removeGateway(r.id) })) reload();
  };
  return (
    <PageFrame
      title={route.title}
      extra={
        <>
          <ExportButton name="网关" columns={GATEWAY_COLUMNS} fetchPage={list.fetchPage} />
          <Button size="small" color="primary" onClick={() => setSheet({ kind: 'add' })}>
            添加网关
          </Button>
        </>
      }
    >
      <FilterBar fields={GATEWAY_FILTERS} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={GATEWAY_COLUMNS}
        rowKey={(r) => r.id}
        onPage={list.setPage}
        label="网关"
        empty="暂无网关"
        actions={(r) => (
          <RowActions
            actions={[
              { key: 'devices', text: '设备', quiet: true, onClick: () => setSheet({ kind: 'devices', row: r }) },
              { key: 'rename', text: '改名', onClick: () => setSheet({ kind: 'rename', row: r }) },
              { key: 'delete', text: '删除', color: 'danger', onClick: () => void remove(r) },
            ]}
          />
        )}
      />
      {sheet?.kind === 'devices' ? <GatewayDevicesSheet row={sheet.row} onClose={() => setSheet(null)} /> : null}
      {sheet && sheet.kind !== 'devices' ? (
        <GatewaySheet
          row={sheet.kind === 'rename' ? sheet.row : null}
          apartmentId={list.filters.apartmentId}
          onClose={() => setSheet(null)}
          onDone={done}
        />
      ) : null}
    </PageFrame>
  );
}
