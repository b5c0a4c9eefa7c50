import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormSheet, ListView } from '../../components/list';
import { APPLY_KEY, fetchApplications, type ItemRow } from './applications-api';
import { APPLICATION_COLUMNS } from './application-columns';
import { ApplicationActions } from './ApplicationActions';

/** 详情 (§2.10 detail dialog): the item's applications, 10 a page, with 取消 (and 通过 / 拒绝) on each row. */
export function ItemApplicationsSheet({ item, onClose }: { item: ItemRow; onClose: () => void }) {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...APPLY_KEY, 'item', item.applyInfoId, page],
    queryFn: () => fetchApplications({ itemId: item.applyInfoId }, page),
    placeholderData: keepPreviousData,
  });
  // The list reloads after an action (§4), and so do the items' applying counts and the applications tab.
  const reload = () => void client.invalidateQueries({ queryKey: APPLY_KEY });
  return (
    // `columns` for the wide desktop dialog; the list takes its whole width.
    <FormSheet visible columns title={`申请记录 · ${item.title}`} onClose={onClose}>
      <div className="form-wide">
        <ListView
          query={query}
          columns={APPLICATION_COLUMNS.filter((c) => c.title !== '申请项')}
          rowKey={(r) => r.applyId}
          onPage={setPage}
          label="申请记录"
          empty="暂无申请"
          actions={(r) => <ApplicationActions row={r} onDone={reload} />}
        />
      </div>
    </FormSheet>
  );
}
