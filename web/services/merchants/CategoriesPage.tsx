import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { RouteDef } from '../../../sync/product/menu';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import { PageFrame } from '../../components/PageFrame';
import {
  confirmDelete,
  FilterBar,
  ListView,
  RowActions,
  useListQuery,
  type Column,
  type FilterField,
} from '../../components/list';
import { CATEGORIES_KEY, fetchCategories, removeCategory, type CategoryRow } from './merchants-api';
import { useGenreOptions } from './use-merchant-types';
import { CategorySheet } from './CategorySheet';

const COLUMNS: Column<CategoryRow>[] = [
  { title: '分类名称', value: (r) => r.name, card: 'title' },
  { title: '所属类型', value: (r) => r.belongName, card: 'status' },
  { title: '创建时间', value: (r) => shanghaiMinute(r.createTime) },
];

type Sheet = { row: CategoryRow | null };

/** 商家分类 (/shopFenlei, §2.12): name and the merchant type it belongs to; 添加, 编辑, 删除. */
export default function CategoriesPage({ route }: { route: RouteDef }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const genres = useGenreOptions();
  const fields = useMemo<FilterField<'genreId'>[]>(
    () => [{ kind: 'select', key: 'genreId', label: '所属类型', all: '全部类型', options: genres }],
    [genres],
  );
  const list = useListQuery({
    key: CATEGORIES_KEY,
    fields,
    fetch: (f, current, size) => fetchCategories(f, current, size),
  });
  const reload = () => void client.invalidateQueries({ queryKey: CATEGORIES_KEY });
  const remove = async (r: CategoryRow) => {
    if (
      await confirmDelete({
        what: `${r.belongName} · ${r.name}`,
        message: '确定要删除该条信息吗?',
        run: () => removeCategory(r.id),
      })
    )
      reload();
  };
  return (
    <PageFrame
      title={route.title}
      extra={
        <>
          <Button size="small" onClick={() => navigate('/businessCircle')}>
            商家信息
          </Button>
          <Button size="small" color="primary" onClick={() => setSheet({ row: null })}>
            添加分类
          </Button>
        </>
      }
    >
      <FilterBar fields={fields} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        onPage={list.setPage}
        label="商家分类"
        empty="暂无商家分类"
        actions={(r) => (
          <RowActions
            actions={[
              { key: 'edit', text: '编辑', onClick: () => setSheet({ row: r }) },
              { key: 'delete', text: '删除', color: 'danger', onClick: () => void remove(r) },
            ]}
          />
        )}
      />
      {sheet ? (
        <CategorySheet
          row={sheet.row}
          genreId={list.filters.genreId}
          onClose={() => setSheet(null)}
          onDone={() => {
            setSheet(null);
            reload();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
