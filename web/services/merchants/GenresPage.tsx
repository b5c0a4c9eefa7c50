import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { RouteDef } from '../../../sync/product/menu';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import { PageFrame } from '../../components/PageFrame';
import { confirmDelete, ListView, RowActions, useListQuery, type Column } from '../../components/list';
import { fetchGenres, GENRES_KEY, removeGenre, type GenreRow } from './merchants-api';
import { GenreSheet } from './GenreSheet';

const COLUMNS: Column<GenreRow>[] = [
  { title: '类型名称', value: (r) => r.name, card: 'title' },
  { title: '服务类型', value: (r) => r.classifyName, card: 'status' },
  { title: 'ID', value: (r) => r.genreId },
  { title: '商家数', value: (r) => r.merchantCount },
  { title: '创建时间', value: (r) => shanghaiMinute(r.createTime) },
];

/**
 * 商家类型 (/shopLeixing, §2.12): name, id, created time, service type; 添加 and 删除 (refused with the reason while a
 * merchant or a category uses the type).
 */
export default function GenresPage({ route }: { route: RouteDef }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const list = useListQuery({ key: GENRES_KEY, fields: [], fetch: (_f, current, size) => fetchGenres(current, size) });
  const reload = () => void client.invalidateQueries({ queryKey: GENRES_KEY });
  const remove = async (r: GenreRow) => {
    if (
      await confirmDelete({
        what: `${r.name}（${r.classifyName}）`,
        message: '确定要删除该条信息吗?',
        run: () => removeGenre(r.genreId),
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
          <Button size="small" color="primary" onClick={() => setAdding(true)}>
            添加类型
          </Button>
        </>
      }
    >
      <ListView
        query={list.query}
        columns={COLUMNS}
        rowKey={(r) => r.genreId}
        onPage={list.setPage}
        label="商家类型"
        empty="暂无商家类型"
        actions={(r) => (
          <RowActions actions={[{ key: 'delete', text: '删除', color: 'danger', onClick: () => void remove(r) }]} />
        )}
      />
      {adding ? (
        <GenreSheet
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            reload();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
