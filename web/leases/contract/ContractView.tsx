import { forwardRef } from 'react';
import { type ContractDoc } from '../../../sync/rules/leases/contract-text';
import { articleLabel } from '../../../sync/rules/leases/contract-format';
import './contract.css';
import './contract-print.css';

export interface ContractViewProps {
  doc: ContractDoc;
  /** the lessee's signature image (object URL or URL); blank signature line when absent */
  signatureUrl?: string | null;
  className?: string;
}

function Paragraphs({ items, firstOnly, skipFirst }: { items: string[]; firstOnly?: boolean; skipFirst?: boolean }) {
  const numbered = items.length > 1;
  return (
    <>
      {items.map((p, i) => {
        if ((firstOnly && i > 0) || (skipFirst && i === 0)) return null;
        return (
          <p key={i} className={numbered ? 'contract-para contract-para-numbered' : 'contract-para'}>
            {numbered ? <span className="contract-para-no">{i + 1}.</span> : null}
            {p}
          </p>
        );
      })}
    </>
  );
}

/** One titled block; its heading and first paragraph are kept together on a printed page. */
function Article({ heading, paragraphs, className }: { heading: string; paragraphs: string[]; className: string }) {
  return (
    <section className={className}>
      <div className="contract-keep">
        <h2 className="contract-article-title">{heading}</h2>
        <Paragraphs items={paragraphs} firstOnly />
      </div>
      <Paragraphs items={paragraphs} skipFirst />
    </section>
  );
}

/** The lease contract as a readable document (screen and print); the element printContract() clones. */
export const ContractView = forwardRef<HTMLElement, ContractViewProps>(function ContractView(
  { doc, signatureUrl, className },
  ref,
) {
  return (
    <article ref={ref} className={`contract-view ${className ?? ''}`.trim()} aria-label={doc.title}>
      <h1 className="contract-title">{doc.title}</h1>
      <p className="contract-meta">合同编号：{doc.contractNumber}</p>

      <section className="contract-parties" aria-label="合同双方">
        {doc.parties.map((p) => (
          <div className="contract-party" key={p.role}>
            <div className="contract-party-name">
              <span className="contract-party-role">{p.role}：</span>
              {p.name}
            </div>
            {p.details.length > 0 ? (
              <dl className="contract-party-details">
                {p.details.map((d) => (
                  <div key={d.label}>
                    <dt>{d.label}：</dt>
                    <dd>{d.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
        ))}
      </section>

      <p className="contract-preamble">{doc.preamble}</p>

      {doc.articles.map((a) => (
        <Article
          key={a.no}
          className="contract-article"
          heading={`${articleLabel(a.no)}　${a.title}`}
          paragraphs={a.paragraphs}
        />
      ))}
      <Article
        className="contract-article contract-supplement"
        heading={doc.supplementTitle}
        paragraphs={doc.supplement}
      />

      <section className="contract-signing" aria-label="签署">
        <div className="contract-signing-col">
          <div className="contract-signing-label">甲方（出租方）：</div>
          <div className="contract-signing-name">{doc.signing.landlord}（盖章）</div>
          <div className="contract-signing-date">签订日期：{doc.signing.signDate}</div>
        </div>
        <div className="contract-signing-col">
          <div className="contract-signing-label">乙方（承租方）签字：</div>
          <div className="contract-signature-box">
            {signatureUrl ? <img className="contract-signature-img" src={signatureUrl} alt="承租人签名" /> : null}
          </div>
          <div className="contract-signing-name">承租人：{doc.signing.lessee}</div>
          <div className="contract-signing-date">签订日期：{doc.signing.signDate}</div>
        </div>
      </section>
    </article>
  );
});
