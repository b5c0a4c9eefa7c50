import type { ReactNode } from 'react';

/** A titled card of the lease detail. */
export function Section(props: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="lease-section">
      <div className="lease-section-head">
        <h2>{props.title}</h2>
        {props.extra}
      </div>
      {props.children}
    </section>
  );
}

/** A label and its value; `wide` spans the whole row on desktop. */
export function Field(props: { label: string; value: ReactNode; wide?: boolean }) {
  return (
    <div className={props.wide ? 'lease-field lease-field-wide' : 'lease-field'}>
      <span className="lease-field-label">{props.label}</span>
      <span className="lease-field-value">{props.value}</span>
    </div>
  );
}
