import { useEffect, useState } from 'react';
import { Picker, Toast } from 'antd-mobile';
import { call } from '../lib/api';
import { register, type Division } from '../../sync/contract/register/register';
import { DesktopSelect } from '../components/PickerButton';
import { useMedia, DESKTOP_QUERY } from '../lib/use-media';

/** Loads the children of a division from the API's administrative-division data ('' = provinces). */
export function useDivisions(parent: string | null) {
  const [list, setList] = useState<Division[]>([]);
  useEffect(() => {
    if (parent === null) {
      setList([]);
      return;
    }
    let live = true;
    call(register.regions, { query: { parent } })
      .then((d) => live && setList(d))
      .catch((e: Error) => Toast.show({ icon: 'fail', content: e.message }));
    return () => {
      live = false;
    };
  }, [parent]);
  return list;
}

/** One level of the province / city / district choice: a row that opens a picker (a drop-down list on a desktop). */
export function DivisionSelect(props: {
  label: string;
  placeholder: string;
  options: Division[];
  value: Division | null;
  disabled?: boolean;
  onChange: (d: Division) => void;
}) {
  const [visible, setVisible] = useState(false);
  const desktop = useMedia(DESKTOP_QUERY);
  if (desktop)
    return (
      <DesktopSelect
        title={props.label}
        className="division-select"
        value={props.value?.code ?? null}
        options={props.options.map((o) => ({ label: o.name, value: o.code }))}
        onChange={(code) => {
          const picked = props.options.find((o) => o.code === code);
          if (picked) props.onChange(picked);
        }}
        placeholder={props.placeholder}
        disabled={props.disabled || props.options.length === 0}
      />
    );
  return (
    <>
      <button
        type="button"
        className="division-select"
        disabled={props.disabled || props.options.length === 0}
        aria-label={props.label}
        onClick={() => setVisible(true)}
      >
        <span className={props.value ? '' : 'placeholder'}>{props.value?.name ?? props.placeholder}</span>
      </button>
      <Picker
        columns={[props.options.map((o) => ({ label: o.name, value: o.code }))]}
        visible={visible}
        onClose={() => setVisible(false)}
        value={props.value ? [props.value.code] : []}
        onConfirm={(v) => {
          const picked = props.options.find((o) => o.code === v[0]);
          if (picked) props.onChange(picked);
        }}
        title={props.label}
        confirmText="确定"
        cancelText="取消"
      />
    </>
  );
}
