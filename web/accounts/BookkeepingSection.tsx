import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { formatFen } from '../../sync/rules/common/money';
import type { BookkeepingEntry } from '../../sync/contract/bookkeeping/bookkeeping';
import { useMedia, DESKTOP_QUERY } from '../lib/use-media';
import '../components/list/list.css';
import './bookkeeping.css';
import { bookkeepingKey, fetchBookkeeping } from './bookkeeping-api';
import { AddBookkeepingSheet } from './AddBookkeepingSheet';

/** '+¥120.50' for income, '-¥88.00' for expense (signed cost, two decimals). */
const signed = (cost: number) => (cost >= 0 ? `+${formatFen(cost)}` : formatFen(cost));

function Amount({ cost }: { cost: number }) {
  return <span className={`bk-amount ${cost >= 0 ? 'bk-in' : 'bk-out'}`}>{signed(cost)}</span>;
}

function Picture({ url }: { url: string }) {
  return url ? (
    <a href={url} target="_blank" rel="noreferrer">
      <img className="bk-thumb" src={url} alt="凭证" />
    </a>
  ) : (
    <>-</>
  );
}

const COLUMNS: { title: string; render: (e: BookkeepingEntry) => React.ReactNode }[] = [
  { title: '日期', render: (e) => e.paymentDate },
  { title: '收支', render: (e) => (e.tallyType === 1 ? '收入' : '支出') },
  { title: '类型', render: (e) => e.superName },
  { title: '项目', render: (e) => e.name },
  { title: '金额', render: (e) => <Amount cost={e.cost} /> },
  { title: '方式', render: (e) => e.paymentWayName },
  { title: '备注', render: (e) => e.remark || '-' },
  { title: '凭证', render: (e) => <Picture url={e.picture} /> },
  { title: '操作人', render: (e) => e.operatorName || '-' },
];

function EntryList({ rows, desktop }: { rows: BookkeepingEntry[]; desktop: boolean }) {
  if (rows.length === 0) return <div className="bk-empty">暂无记账记录</div>;
  if (desktop)
    return (
      <div className="list-table-wrap">
        <table className="list-table">
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c.title}>{c.title}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => (
              <tr key={e.id}>
                {COLUMNS.map((c) => (
                  <td key={c.title}>{c.render(e)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <div className="bk-list">
      {rows.map((e) => (
        <div key={e.id} className="bk-item">
          <div className="bk-item-main">
            <span className="bk-item-name">
              {e.name} <span className="bk-item-meta">{e.superName}</span>
            </span>
            <span className="bk-item-meta">
              {e.paymentDate} · {e.paymentWayName}
              {e.operatorName ? ` · ${e.operatorName}` : ''}
            </span>
            {e.remark ? <span className="bk-item-meta">{e.remark}</span> : null}
          </div>
          <Amount cost={e.cost} />
        </div>
      ))}
    </div>
  );
}

/** The lease's other bookkeeping entries (account view, §2.7): list with + / − amounts, and 记一笔 when editable. */
export function BookkeepingSection(props: { leaseId: string; editable: boolean }) {
  const desktop = useMedia(DESKTOP_QUERY);
  const [adding, setAdding] = useState(false);
  const client = useQueryClient();
  const q = useQuery({ queryKey: bookkeepingKey(props.leaseId), queryFn: () => fetchBookkeeping(props.leaseId) });
  return (
    <section className="bk-card" aria-label="其他记账">
      <div className="bk-head">
        <h3>其他记账</h3>
        <Link className="bk-all" to={`/tallyConfig?leaseId=${encodeURIComponent(props.leaseId)}`}>
          记账列表
        </Link>
        {props.editable ? (
          <Button size="small" color="primary" fill="outline" onClick={() => setAdding(true)}>
            记一笔
          </Button>
        ) : null}
      </div>
      {q.isLoading ? (
        <DotLoading />
      ) : q.isError ? (
        <ErrorBlock status="default" title="加载失败" description={(q.error as Error).message}>
          <Button size="small" onClick={() => void q.refetch()}>
            重试
          </Button>
        </ErrorBlock>
      ) : (
        <EntryList rows={q.data ?? []} desktop={desktop} />
      )}
      {props.editable ? (
        <AddBookkeepingSheet
          leaseId={props.leaseId}
          visible={adding}
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            void client.invalidateQueries({ queryKey: bookkeepingKey(props.leaseId) });
          }}
        />
      ) : null}
    </section>
  );
}
