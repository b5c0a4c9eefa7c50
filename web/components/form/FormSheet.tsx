import type { ReactNode } from 'react';
import { Button, CenterPopup, Popup } from 'antd-mobile';
import { useMedia, DESKTOP_QUERY } from '../../lib/use-media';
import { SubmitButton } from './SubmitButton';
import './form.css';

/**
 * A form's frame: a centred dialog on a desktop, a bottom sheet on a phone, with its title, the fields, and the
 * submit button (loading while `busy`). `error` is the last failure's Chinese message, shown above the button; the
 * form's state lives in the caller, so a failure loses nothing. `columns` lays short fields out in two columns on a
 * desktop (a Field with `wide` takes the whole row). Without `onConfirm` it is a read-only panel (details).
 */
export function FormSheet(props: {
  visible: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  onConfirm?: () => void;
  confirmText?: string;
  busy?: boolean;
  error?: string | null;
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
      role="dialog"
      aria-label={props.title}
      bodyClassName={props.columns ? 'form-sheet form-sheet-columns' : 'form-sheet'}
    >
      {/* The phone's Popup takes no role: the sheet's content says it is a dialog (CenterPopup does on a desktop). */}
      <div
        className="form-sheet-frame"
        role={desktop ? undefined : 'dialog'}
        aria-label={desktop ? undefined : props.title}
      >
        <div className="form-sheet-head">
          <h2>{props.title}</h2>
          <Button size="small" fill="none" onClick={props.onClose} aria-label="关闭">
            关闭
          </Button>
        </div>
        <div className={props.columns ? 'form-sheet-body form-cols-plain' : 'form-sheet-body'}>{props.children}</div>
        {props.onConfirm ? (
          <div className="form-sheet-foot">
            {props.error ? (
              <div className="form-error" role="alert">
                {props.error}
              </div>
            ) : null}
            <SubmitButton busy={props.busy} onClick={props.onConfirm}>
              {props.confirmText ?? '确定'}
            </SubmitButton>
          </div>
        ) : null}
      </div>
    </Frame>
  );
}

/** A labelled row of a form (a group named by its label). */
export function Field(props: { label: string; required?: boolean; wide?: boolean; children: ReactNode }) {
  return (
    <div className={props.wide ? 'form-field form-wide' : 'form-field'} role="group" aria-label={props.label}>
      <span className="form-field-label">
        {props.required ? <em>*</em> : null}
        {props.label}
      </span>
      <div className="form-field-control">{props.children}</div>
    </div>
  );
}
