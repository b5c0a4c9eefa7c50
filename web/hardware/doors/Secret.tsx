import { useState } from 'react';
import { Button } from 'antd-mobile';

/** A device password in a list: •••• until 显示 is pressed (隐藏 hides it again); '-' when there is none. */
export function Secret(props: { value: string; label: string }) {
  const [shown, setShown] = useState(false);
  if (!props.value) return <span className="muted">-</span>;
  return (
    <span className="door-secret">
      <span className="door-secret-value">{shown ? props.value : '••••'}</span>
      <Button
        size="mini"
        fill="none"
        color="primary"
        aria-label={`${shown ? '隐藏' : '显示'}${props.label}`}
        aria-pressed={shown}
        onClick={(e) => {
          e.stopPropagation();
          setShown((s) => !s);
        }}
      >
        {shown ? '隐藏' : '显示'}
      </Button>
    </span>
  );
}
