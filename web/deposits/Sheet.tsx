import type { ReactNode } from 'react';
import { Button, CenterPopup, Popup } from 'antd-mobile';
import { useMedia, DESKTOP_QUERY } from '../lib/use-media';

/**
 * A bottom sheet (phone) / centred panel (desktop) with a title, content and optional confirm button. `columns`
 * lays a form's short fields out in two columns on a desktop (a Field with `wide` takes the whole row).
 */
export function Sheet(props: {
  visible: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  onConfirm?: () => void;
  confirmText?: string;
  busy?: boolean;
  columns?: boolean;
}) {
  const desktop = useMedia(DESKTOP_QUERY);
  const Frame = desktop ? CenterPopup : Popup;
  return (
    <Frame
      visible={props.visible}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      destroyOnClose
      bodyClassName={props.columns ? 'deposit-sheet deposit-sheet-columns' : 'deposit-sheet'}
    >
      <div className="deposit-sheet-head">
        <h2>{props.title}</h2>
        <Button size="small" fill="none" onClick={props.onClose} aria-label="关闭">
          关闭
        </Button>
      </div>
      <div className={props.columns ? 'deposit-sheet-body form-cols-plain' : 'deposit-sheet-body'}>
        {props.children}
      </div>
      {props.onConfirm ? (
        <div className="deposit-sheet-foot">
          <Button block color="primary" loading={props.busy} onClick={props.onConfirm}>
            {props.confirmText ?? '确定'}
          </Button>
        </div>
      ) : null}
    </Frame>
  );
}

/** A labelled row of a form. */
export function Field(props: { label: string; required?: boolean; wide?: boolean; children: ReactNode }) {
  return (
    <div className={props.wide ? 'deposit-field form-wide' : 'deposit-field'} role="group" aria-label={props.label}>
      <span className="deposit-field-label">
        {props.required ? <em>*</em> : null}
        {props.label}
      </span>
      <div className="deposit-field-control">{props.children}</div>
    </div>
  );
}
