/** The large numeric keypad of the walk: digits, '.', delete; edits `value` as typed text (at most 2 decimals). */
export function Keypad(props: { value: string; onChange: (v: string) => void; disabled?: boolean }) {
  const press = (k: string) => {
    const v = props.value;
    if (k === 'del') return props.onChange(v.slice(0, -1));
    if (k === '.') {
      if (v.includes('.')) return;
      return props.onChange(v === '' ? '0.' : `${v}.`);
    }
    const [whole, frac] = v.split('.');
    if (frac !== undefined && frac.length >= 2) return;
    if (frac === undefined && (whole ?? '').length >= 8) return;
    if (v === '0') return props.onChange(k);
    props.onChange(v + k);
  };
  const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '.', '0', 'del'];
  return (
    <div className="meter-keypad" role="group" aria-label="数字键盘">
      {keys.map((k) => (
        <button
          key={k}
          type="button"
          className={k === 'del' ? 'meter-key meter-key-del' : 'meter-key'}
          disabled={props.disabled}
          onClick={() => press(k)}
          aria-label={k === 'del' ? '删除' : k === '.' ? '小数点' : k}
        >
          {k === 'del' ? '⌫' : k}
        </button>
      ))}
    </div>
  );
}
