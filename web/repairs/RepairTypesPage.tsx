import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import type { RepairTypeRow } from '../../sync/contract/repairs/repairs';
import { shanghaiMinute } from '../../sync/rules/common/shanghai-time';
import { PageFrame } from '../components/PageFrame';
import {
  confirmDelete,
  FilterBar,
  ListView,
  RowActions,
  useListQuery,
  type Column,
  type FilterField,
} from '../components/list';
import { fetchTypes, removeType, REPAIR_TYPES_KEY, type TypeFilters } from './repairs-api';
import { TypeFormSheet } from './TypeFormSheet';

const FILTERS: FilterField<keyof TypeFilters>[] = [
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
  { kind: 'text', key: 'name', label: '名称', max: 20 },
];

const COLUMNS: Column<RepairTypeRow>[] = [
  { title: '名称', value: (r) => r.name, card: 'title' },
  { title: '公寓', value: (r) => r.gyName },
  { title: '类型', value: () => '报修类型' },
  { title: '创建时间', value: (r) => shanghaiMinute(r.createTime) },
];

/**
 * 物业类型 (/repairsType; spec part 3 §2.6): the repair types of each apartment (the list opens with type 1), 添加 and
 * 编辑 (apartment, name), 删除 after a confirmation. A tenant chooses among their apartment's types when filing.
 */
export default function RepairTypesPage({ route }: { route: RouteDef }) {
  const client = useQueryClient();
  const list = useListQuery({
    key: REPAIR_TYPES_KEY,
    fields: FILTERS,
    fetch: (f, current, size) => fetchTypes(f, current, size),
  });
  const [editing, setEditing] = useState<{ row: RepairTypeRow | null; n: number } | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: REPAIR_TYPES_KEY });
  return (
    <PageFrame
      title={route.title}
      extra={
        <Button size="small" color="primary" onClick={() => setEditing({ row: null, n: Date.now() })}>
          添加
        </Button>
      }
    >
      <FilterBar fields={FILTERS} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        onPage={list.setPage}
        label="物业类型"
        empty="暂无物业类型"
        actions={(r) => (
          <RowActions
            actions={[
              { key: 'edit', text: '编辑', color: 'primary', onClick: () => setEditing({ row: r, n: Date.now() }) },
              {
                key: 'del',
                text: '删除',
                color: 'danger',
                onClick: () =>
                  void confirmDelete({
                    what: `${r.gyName} · ${r.name}`,
                    message: '确定要删除该条信息吗?',
                    run: () => removeType(r.id),
                  }).then(async (ok) => {
                    if (ok) await reload();
                  }),
              },
            ]}
          />
        )}
      />
      {editing ? (
        <TypeFormSheet
          key={editing.n}
          visible
          row={editing.row}
          apartmentId={list.filters.apartmentId}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            void reload();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
