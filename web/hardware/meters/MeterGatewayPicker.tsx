import { useQuery } from '@tanstack/react-query';
import { PickerButton } from '../../components/PickerButton';
import { fetchGatewayOptions } from '../doors/doors-api';
import { METER_DEVICES_KEY } from './meter-devices-api';

/** The gateway a smart meter hangs on, among the apartment's (§2.2 add dialog, §7 "Gateways by apartment"). */
export function MeterGatewayPicker(props: { apartmentId: string; value: string; onChange: (id: string) => void }) {
  const q = useQuery({
    queryKey: [...METER_DEVICES_KEY, 'gateways', props.apartmentId],
    queryFn: () => fetchGatewayOptions(props.apartmentId),
    enabled: !!props.apartmentId,
  });
  const options = (q.data ?? []).map((g) => ({
    label: g.onlineStatus ? g.portName : `${g.portName}（离线）`,
    value: g.id,
  }));
  return (
    <PickerButton
      title="选择网关"
      className="field-button"
      value={props.value}
      options={options}
      onChange={props.onChange}
      placeholder={!props.apartmentId ? '请先选择公寓' : q.data && !q.data.length ? '该公寓暂无网关' : '请选择网关'}
      disabled={!props.apartmentId}
    />
  );
}
