import { useState } from 'react';
import { Picker } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useApartments } from './apartments';
import './components.css';

/** A button showing the chosen apartment that opens a picker of the apartments the user may see. */
export function ApartmentPicker(props: { value: string | null; onChange: (apartmentId: string) => void; placeholder?: string; allowAll?: boolean }) {
  const [visible, setVisible] = useState(false);
  const apartments = useApartments();
  const options = [
    ...(props.allowAll ? [{ label: '全部公寓', value: '' }] : []),
    ...(apartments.data ?? []).map((a) => ({ label: a.name, value: a.apartmentId })),
  ];
  const current = options.find((o) => o.value === (props.value ?? ''));
  return (
    <>
      <button type="button" className="apartment-picker" onClick={() => setVisible(true)} aria-label="选择公寓">
        {apartments.isLoading ? '加载中…' : (current?.label ?? props.placeholder ?? '请选择公寓')}
        <DownOutline fontSize={12} />
      </button>
      <Picker
        title="选择公寓"
        columns={[options]}
        visible={visible}
        value={[props.value ?? '']}
        onClose={() => setVisible(false)}
        onConfirm={(v) => props.onChange(String(v[0] ?? ''))}
        confirmText="确定"
        cancelText="取消"
      />
    </>
  );
}
