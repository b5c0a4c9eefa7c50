import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RouteDef } from '../../../sync/product/menu';
import { COMPLAINT_MSG, COMPLAINT_STATUS } from '../../../sync/rules/services/complaints-rules';
import { PageFrame } from '../../components/PageFrame';
import { confirmDelete, ExportButton, FilterBar, ListView, RowActions, useListQuery } from '../../components/list';
import { COMPLAINTS_KEY, fetchComplaints, removeComplaint, type ComplaintRow } from './complaints-api';
import { COMPLAINT_COLUMNS, COMPLAINT_FILTERS } from './complaint-columns';
import { ReplySheet } from './ReplySheet';
import '../applications/applications.css';
import './complaints.css';

/**
 * 投诉建议 (/complaintAdvice; spec part 3 §2.11): what tenants filed from their page, 10 a page, by apartment and
 * replied or not; 回复 once (a replied one offers none), 删除 ('确定要删除该条投诉/建议吗?').
 */
export default function ComplaintsPage({ route }: { route: RouteDef }) {
  const client = useQueryClient();
  const [replying, setReplying] = useState<ComplaintRow | null>(null);
  const list = useListQuery({
    key: COMPLAINTS_KEY,
    fields: COMPLAINT_FILTERS,
    fetch: (f, current, size) => fetchComplaints(f, current, size),
  });
  const reload = () => void client.invalidateQueries({ queryKey: COMPLAINTS_KEY });
  const remove = async (r: ComplaintRow) => {
    const what = `${r.kindName} · ${r.title}`;
    if (await confirmDelete({ what, message: COMPLAINT_MSG.deleteConfirm, run: () => removeComplaint(r.id) })) reload();
  };
  return (
    <PageFrame
      title={route.title}
      extra={<ExportButton name="投诉建议" columns={COMPLAINT_COLUMNS} fetchPage={list.fetchPage} />}
    >
      <FilterBar fields={COMPLAINT_FILTERS} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={COMPLAINT_COLUMNS}
        rowKey={(r) => r.id}
        onPage={list.setPage}
        label="投诉建议"
        empty="暂无投诉或建议"
        actions={(r) => (
          <RowActions
            actions={[
              ...(r.status === COMPLAINT_STATUS.replied
                ? []
                : [{ key: 'reply', text: '回复', color: 'primary' as const, onClick: () => setReplying(r) }]),
              { key: 'delete', text: '删除', color: 'danger', onClick: () => void remove(r) },
            ]}
          />
        )}
      />
      {replying ? (
        <ReplySheet
          row={replying}
          onClose={() => setReplying(null)}
          onDone={() => {
            setReplying(null);
            reload();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
