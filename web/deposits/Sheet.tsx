import type { ReactNode } from 'react';
import { Button, Popup } from 'antd-mobile';

/** A bottom sheet (phone) / centred panel (desktop) with a title, content and optional confirm button. */
export function Sheet(props: { visible: boolean; title: string; onClose: () => void; children: ReactNode; onConfirm?: () => void; confirmText?: string; busy?: boolean }) {
  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} onClose={props.onClose} destroyOnClose bodyClassName="deposit-sheet">
      <div className="deposit-sheet-head">
        <h2>{props.title}</h2>
        <Button size="small" fill="none" onClick={props.onClose} aria-label="关闭">
          关闭
        </Button>
      </div>
      <div className="deposit-sheet-body">{props.children}</div>
      {props.onConfirm ? (
        <div className="deposit-sheet-foot">
          <Button block color="primary" loading={props.busy} onClick={props.onConfirm}>
            {props.confirmText ?? '确定'}
          </Button>
        </div>
      ) : null}
    </Popup>
  );
}

/** A labelled row of a form. */
export function Field(props: { label: string; required?: boolean; children: ReactNode }) {
  return (
    <div className="deposit-field" role="group" aria-label={props.label}>
      <span className="deposit-field-label">
        {props.required ? <em>*</em> : null}
        {props.label}
      </span>
      <div className="deposit-field-control">{props.children}</div>
    </div>
  );
}
