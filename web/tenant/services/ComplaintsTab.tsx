import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd-mobile';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import { COMPLAINT_STATUS } from '../../../sync/rules/services/complaints-rules';
import { ListState } from '../../components/list';
import { Thumbs } from '../../services/applications/Thumbs';
import { ComplaintForm } from './ComplaintForm';
import { fetchMyComplaints, SERVICES_KEY } from './services-api';

const MINE_KEY = [...SERVICES_KEY, 'complaints'] as const;

/** 投诉建议: the tenant's complaints and suggestions with the manager's reply; 我要投诉/建议. */
export function ComplaintsTab() {
  const client = useQueryClient();
  const [writing, setWriting] = useState(false);
  const mine = useQuery({ queryKey: MINE_KEY, queryFn: fetchMyComplaints });
  return (
    <>
      <div className="services-bar">
        <Button size="small" color="primary" onClick={() => setWriting(true)}>
          我要投诉/建议
        </Button>
      </div>
      <ListState
        loading={mine.isLoading}
        error={mine.error}
        onRetry={() => void mine.refetch()}
        empty={!mine.data?.records.length}
        emptyText="您还没有提交过投诉或建议"
        lines={3}
      >
        {mine.data?.records.map((c) => (
          <article key={c.id} className="services-card" aria-label={`${c.kindName} ${c.title}`}>
            <header>
              <strong>
                【{c.kindName}】{c.title}
              </strong>
              <Tag color={c.status === COMPLAINT_STATUS.replied ? 'success' : 'warning'} fill="outline">
                {c.statusName}
              </Tag>
            </header>
            <p className="services-meta">{shanghaiMinute(c.createTime)}</p>
            <p className="services-text">{c.desc}</p>
            {c.pictures.length ? <Thumbs urls={c.pictures} label={c.title} /> : null}
            {c.status === COMPLAINT_STATUS.replied ? (
              <div className="services-reply">
                <strong>管家回复</strong>
                <p>{c.reply}</p>
                <small>{c.replyTime ? shanghaiMinute(c.replyTime) : ''}</small>
              </div>
            ) : null}
          </article>
        ))}
      </ListState>
      {writing ? (
        <ComplaintForm
          onClose={() => setWriting(false)}
          onDone={() => {
            setWriting(false);
            void client.invalidateQueries({ queryKey: MINE_KEY });
          }}
        />
      ) : null}
    </>
  );
}
