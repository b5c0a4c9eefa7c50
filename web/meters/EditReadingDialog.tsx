import { useState } from 'react';
import { Dialog, Input } from 'antd-mobile';
import { MAX_READING, METER_MSG, parseReading, readingText } from '../../sync/rules/meters/meter-rules';

/** A small dialog asking for a reading (two decimals), open while mounted; `onSave` returns false to keep it open. */
export function EditReadingDialog(props: {
  title: string;
  initial: number | null;
  onClose: () => void;
  onSave: (value: number) => Promise<boolean>;
}) {
  const [text, setText] = useState(props.initial === null ? '' : readingText(props.initial));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (busy) return;
    if (!text.trim()) return setError(METER_MSG.valueRequired);
    const v = parseReading(text);
    if (v === null) return setError(METER_MSG.valueInvalid);
    if (v > MAX_READING) return setError(METER_MSG.valueTooLarge);
    setBusy(true);
    try {
      if (await props.onSave(v)) props.onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      visible
      title={props.title}
      onClose={props.onClose}
      closeOnMaskClick
      content={
        <div className="meter-edit">
          <Input
            autoFocus
            inputMode="decimal"
            value={text}
            onChange={(v) => {
              setText(v);
              setError('');
            }}
            onEnterPress={() => void submit()}
            placeholder="读数，最多两位小数"
            aria-label={props.title}
          />
          {error ? <div className="meter-edit-error">{error}</div> : null}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: '取消', onClick: props.onClose },
          { key: 'ok', text: busy ? '保存中…' : '保存', bold: true, disabled: busy, onClick: () => void submit() },
        ],
      ]}
    />
  );
}
