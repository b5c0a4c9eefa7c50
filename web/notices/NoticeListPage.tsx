import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { NOTICE_MSG, NOTICE_STATUS } from '../../sync/rules/notices/notice-rules';
import { PageFrame } from '../components/PageFrame';
import {
  confirmDelete,
  confirmThen,
  ExportButton,
  FilterBar,
  ListView,
  RowActions,
  useListQuery,
} from '../components/list';
import { deleteNotice, fetchNotices, NOTICES_KEY, recallNotice, type NoticeRow } from './notices-api';
import { NOTICE_COLUMNS, NOTICE_FILTERS } from './notice-columns';

/**
 * 通知服务 (/onlineApplic; spec part 3 §2.7): the notices sent to door units, tenants and managers, newest first, 10 a
 * page; 发布通知 opens the sender (/onlineApplic2); 撤回 takes a notice off the tenants' page, the message centre and
 * the door units ('撤回成功'); 删除 after '确定要删除该条信息吗?'.
 */
export default function NoticeListPage({ route }: { route: RouteDef }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = useListQuery({
    key: NOTICES_KEY,
    fields: NOTICE_FILTERS,
    fetch: (f, current, size) => fetchNotices(f, current, size),
  });
  const reload = () => client.invalidateQueries({ queryKey: NOTICES_KEY });
  const apartmentId = list.filters.apartmentId;
  const actions = (r: NoticeRow) => (
    <RowActions
      actions={[
        ...(r.status === NOTICE_STATUS.recalled
          ? []
          : [
              {
                key: 'recall',
                text: '撤回',
                color: 'warning' as const,
                onClick: () =>
                  void confirmThen({
                    what: r.title,
                    message: '撤回后租客、管家和门口机将不再看到该通知，确定撤回吗？',
                    run: () => recallNotice(r.id),
                    done: NOTICE_MSG.recalled,
                  }).then(async (ok) => {
                    if (ok) await reload();
                  }),
              },
            ]),
        {
          key: 'delete',
          text: '删除',
          color: 'danger' as const,
          onClick: () =>
            void confirmDelete({
              what: r.title,
              message: NOTICE_MSG.deleteConfirm,
              run: () => deleteNotice(r.id),
            }).then(async (ok) => {
              if (ok) await reload();
            }),
        },
      ]}
    />
  );
  return (
    <PageFrame
      title={route.title}
      extra={
        <>
          <ExportButton name="通知列表" columns={NOTICE_COLUMNS} fetchPage={list.fetchPage} />
          <Button
            size="small"
            color="primary"
            onClick={() => void navigate(`/onlineApplic2${apartmentId ? `?apartmentId=${apartmentId}` : ''}`)}
          >
            发布通知
          </Button>
        </>
      }
    >
      <FilterBar fields={NOTICE_FILTERS} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={NOTICE_COLUMNS}
        rowKey={(r) => r.id}
        onPage={list.setPage}
        label="通知列表"
        empty="暂无通知"
        actions={actions}
      />
    </PageFrame>
  );
}
