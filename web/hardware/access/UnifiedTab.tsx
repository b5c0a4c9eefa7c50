import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '../../components/PageFrame';
import { ListView, RowActions, useListQuery, type Column } from '../../components/list';
import { ACCESS_KEY, fetchApartmentPage, type ApartmentDoorsRow } from './access-api';
import { AssignSheet } from './AssignSheet';

const COLUMNS: Column<ApartmentDoorsRow>[] = [
  { title: '公寓', value: (a) => a.name, card: 'title' },
  { title: '公共门禁', value: (a) => `${a.doors} 台` },
  { title: '统一分配', value: (a) => a.assigned.join('、') || '未设置（默认全部公共门禁）', card: 'wide' },
];

/**
 * §2.3 统一分配: the apartments the user may see, each with 分配 (its public doors for every tenant) and 临时授权
 * (its visitor passes; only for users who may issue them).
 */
export function UnifiedTab(props: { title: string; tabs: ReactNode; canPass: boolean }) {
  const navigate = useNavigate();
  const [assigning, setAssigning] = useState<ApartmentDoorsRow | null>(null);
  const list = useListQuery({
    key: [...ACCESS_KEY, 'apartments'],
    fetch: (_f, current, size) => fetchApartmentPage(current, size),
  });
  return (
    <PageFrame title={props.title}>
      {props.tabs}
      <ListView
        query={list.query}
        columns={COLUMNS}
        rowKey={(a) => a.apartmentId}
        onPage={list.setPage}
        label="公寓"
        empty="暂无公寓"
        actions={(a) => (
          <RowActions
            actions={[
              { key: 'assign', text: '分配', onClick: () => setAssigning(a) },
              ...(props.canPass
                ? [
                    {
                      key: 'temp',
                      text: '临时授权',
                      onClick: () =>
                        navigate(`/tempAuthorization?${new URLSearchParams({ apartmentId: a.apartmentId })}`),
                    },
                  ]
                : []),
            ]}
          />
        )}
      />
      <AssignSheet key={assigning?.apartmentId ?? 'none'} apartment={assigning} onClose={() => setAssigning(null)} />
    </PageFrame>
  );
}
