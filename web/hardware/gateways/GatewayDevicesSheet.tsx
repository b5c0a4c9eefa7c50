import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import type { GatewayRow } from '../../../sync/contract/hardware/access-shape';
import { DEVICE_ONLINE } from '../../../sync/rules/hardware/access-rules';
import { FormSheet, ListState } from '../../components/list';
import { fetchGatewayDevices, GATEWAYS_KEY } from './gateways-api';
import { OnlineTag } from './OnlineTag';

/** 设备 of a gateway: the door devices, gateway locks and smart meters behind it, each with its reach. */
export function GatewayDevicesSheet(props: { row: GatewayRow; onClose: () => void }) {
  const q = useQuery({
    queryKey: [...GATEWAYS_KEY, 'devices', props.row.id],
    queryFn: () => fetchGatewayDevices(props.row.id),
  });
  return (
    <FormSheet visible title={`${props.row.portName} 的设备`} onClose={props.onClose}>
      <ListState
        loading={q.isLoading}
        error={q.error}
        onRetry={() => void q.refetch()}
        empty={!q.data?.length}
        emptyText="该网关下暂无设备"
        lines={3}
      >
        <List aria-label="网关下的设备">
          {q.data?.map((d) => (
            <List.Item
              key={`${d.kind}-${d.id}`}
              description={[d.typeName, d.sn, d.houseName].filter(Boolean).join(' · ')}
              extra={<OnlineTag online={d.onlineStatus === DEVICE_ONLINE.online} />}
            >
              {d.name}
            </List.Item>
          ))}
        </List>
      </ListState>
    </FormSheet>
  );
}
