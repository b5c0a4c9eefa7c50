import type { ReactNode } from 'react';
import { Button, CenterPopup, Popup } from 'antd-mobile';
import { DESKTOP_QUERY, useMedia } from '../lib/use-media';
import './checkout.css';

/**
 * One step of the check-out flow: a full-screen sheet on a phone, a centred dialog on a desktop (≥ 1024 px), with a
 * title, content and a footer of buttons.
 */
export function FlowPanel(props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
  wide?: boolean;
}) {
  const desktop = useMedia(DESKTOP_QUERY);
  const body = (
    <div className="checkout-panel" role="dialog" aria-label={props.title}>
      <div className="checkout-head">
        <h2>{props.title}</h2>
        <Button size="small" fill="none" onClick={props.onClose} aria-label="关闭">
          关闭
        </Button>
      </div>
      <div className="checkout-body">{props.children}</div>
      <div className="checkout-foot">{props.footer}</div>
    </div>
  );
  if (desktop) {
    return (
      <CenterPopup
        visible
        onMaskClick={props.onClose}
        bodyClassName={props.wide ? 'checkout-center checkout-center-wide' : 'checkout-center'}
      >
        {body}
      </CenterPopup>
    );
  }
  return (
    <Popup visible position="bottom" onMaskClick={props.onClose} bodyClassName="checkout-full">
      {body}
    </Popup>
  );
}

/** A labelled row of a check-out form. */
export function Row(props: { label: string; required?: boolean; children: ReactNode }) {
  return (
    <div className="checkout-row" role="group" aria-label={props.label}>
      <span className="checkout-label">
        {props.required ? <em>*</em> : null}
        {props.label}
      </span>
      <div className="checkout-control">{props.children}</div>
    </div>
  );
}
