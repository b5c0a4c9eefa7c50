import type { ReactNode } from 'react';
import type { Page } from '../../sync/contract/envelope';
import { ID_TYPES, SEX_TEXT, type ResidentRow } from '../../sync/rules/residents/resident-rules';
import { DwellTag, LesseeBadge } from './ResidentBadges';
import { Pager } from '../components/Pager';

const COLUMNS: { title: string; render: (r: ResidentRow) => ReactNode }[] = [
  {
    title: '姓名',
    render: (r) => (
      <>
        {r.name}
        <LesseeBadge isLease={r.isLease} />
      </>
    ),
  },
  { title: '手机号', render: (r) => r.phone || '-' },
  { title: '地址', render: (r) => r.address },
  { title: '性别', render: (r) => SEX_TEXT[r.sex] ?? '-' },
  { title: '证件类型', render: (r) => ID_TYPES[r.idNumberType] ?? '-' },
  { title: '证件号码', render: (r) => r.idNumber || '-' },
  { title: '居住状态', render: (r) => <DwellTag dwellStatus={r.dwellStatus} /> },
  { title: '入住时间', render: (r) => r.startDate },
  { title: '搬离时间', render: (r) => r.leaveDate ?? '-' },
];

/**
 * One page of residents (§2.4): a table on desktop, cards on phones, and a pager (10 a page). `actions` renders a
 * row's buttons; `onOpen` is a card's tap (details).
 */
export function ResidentList(props: {
  page: Page<ResidentRow>;
  desktop: boolean;
  onPage: (n: number) => void;
  actions: (r: ResidentRow) => ReactNode;
  onOpen: (r: ResidentRow) => void;
  hideAddress?: boolean;
}) {
  const { page } = props;
  const columns = props.hideAddress ? COLUMNS.filter((c) => c.title !== '地址') : COLUMNS;
  return (
    <>
      <div className="deposit-total">共 {page.total} 条</div>
      {props.desktop ? (
        <div className="deposit-table-wrap">
          <table className="deposit-table">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.title}>{c.title}</th>
                ))}
                <th>操作</th>
              </tr>
            </thead>
            <tbody>
              {page.records.map((r) => (
                <tr key={r.id}>
                  {columns.map((c) => (
                    <td key={c.title}>{c.render(r)}</td>
                  ))}
                  <td>
                    <div className="deposit-actions">{props.actions(r)}</div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="deposit-cards">
          {page.records.map((r) => (
            <div key={r.id} className="deposit-card" onClick={() => props.onOpen(r)} role="button" tabIndex={0}>
              <div className="deposit-card-head">
                <span className="resident-card-head">
                  {r.name}
                  <LesseeBadge isLease={r.isLease} />
                </span>
                <DwellTag dwellStatus={r.dwellStatus} />
              </div>
              <div className="deposit-card-line">
                {SEX_TEXT[r.sex] ?? '-'} · {r.phone || '-'}
              </div>
              {props.hideAddress ? null : <div className="deposit-card-line">{r.address}</div>}
              <div className="deposit-card-line">
                {ID_TYPES[r.idNumberType] ?? '-'} {r.idNumber}
              </div>
              <div className="deposit-card-line">
                入住 {r.startDate}
                {r.leaveDate ? ` · 搬离 ${r.leaveDate}` : ''}
              </div>
              <div className="deposit-actions" onClick={(e) => e.stopPropagation()}>
                {props.actions(r)}
              </div>
            </div>
          ))}
        </div>
      )}
      {page.pages > 1 ? (
        <Pager className="deposit-pager" current={page.current} pages={page.pages} onPage={props.onPage} />
      ) : null}
    </>
  );
}
