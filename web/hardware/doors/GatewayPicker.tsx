import { useQuery } from '@tanstack/react-query';
import { PickerButton } from '../../components/PickerButton';
import { DOORS_KEY, fetchGatewayOptions } from './doors-api';

const NONE = '';

/** The gateway a device hangs on, among the apartment's (§7 "Gateways by apartment"), or 不经网关. */
export function GatewayPicker(props: {
  apartmentId: string;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const q = useQuery({
    queryKey: [...DOORS_KEY, 'gateways', props.apartmentId],
    queryFn: () => fetchGatewayOptions(props.apartmentId),
    enabled: !!props.apartmentId,
  });
  const options = [
    { label: '不经网关', value: NONE },
    ...(q.data ?? []).map((g) => ({ label: g.onlineStatus ? g.portName : `${g.portName}（离线）`, value: g.id })),
  ];
  return (
    <PickerButton
      title="选择网关"
      className="field-button"
      value={props.value ?? NONE}
      options={options}
      onChange={(v) => props.onChange(v || null)}
      placeholder={props.apartmentId ? '请选择网关' : '请先选择公寓'}
      disabled={!props.apartmentId}
    />
  );
}
