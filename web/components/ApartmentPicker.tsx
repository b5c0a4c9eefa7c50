import { useState } from 'react';
import { Picker } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useApartments, type ApartmentOption } from './apartments';
import { DesktopSelect } from './PickerButton';
import { useMedia, DESKTOP_QUERY } from '../lib/use-media';
import './components.css';

/**
 * A button showing the chosen apartment that opens a picker of the apartments the user may see (a drop-down list on
 * a desktop).
 */
export function ApartmentPicker(props: {
  value: string | null;
  onChange: (apartmentId: string) => void;
  placeholder?: string;
  allowAll?: boolean;
  /** The choice when the server list is not at hand (the board offline passes the synced apartments). */
  fallback?: ApartmentOption[];
}) {
  const [visible, setVisible] = useState(false);
  const desktop = useMedia(DESKTOP_QUERY);
  const apartments = useApartments();
  const list = apartments.data ?? props.fallback ?? [];
  const loading = apartments.isLoading && !props.fallback?.length;
  const options = [
    ...(props.allowAll ? [{ label: '全部公寓', value: '' }] : []),
    ...list.map((a) => ({ label: a.name, value: a.apartmentId })),
  ];
  const current = options.find((o) => o.value === (props.value ?? ''));
  if (desktop && !loading)
    return (
      <DesktopSelect
        title="选择公寓"
        className="apartment-picker"
        value={current ? current.value : null}
        options={options}
        onChange={(v) => props.onChange(v)}
        placeholder={props.placeholder ?? '请选择公寓'}
      />
    );
  return (
    <>
      <button type="button" className="apartment-picker" onClick={() => setVisible(true)} aria-label="选择公寓">
        {loading ? '加载中…' : (current?.label ?? props.placeholder ?? '请选择公寓')}
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
