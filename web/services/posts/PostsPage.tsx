import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RouteDef } from '../../../sync/product/menu';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import { praiseLabel } from '../../../sync/rules/services/posts-rules';
import { PageFrame } from '../../components/PageFrame';
import { confirmDelete, ExportButton, FilterBar, ListView, RowActions, useListQuery } from '../../components/list';
import {
  fetchComments,
  fetchLikes,
  fetchPosts,
  POSTS_KEY,
  removeComment,
  removeLike,
  removePost,
  type PostRow,
} from './posts-api';
import { POST_COLUMNS, POST_FILTERS } from './post-columns';
import { ReviewPostSheet } from './ReviewPostSheet';
import { PagedSheet } from './PagedSheet';
import './posts.css';

type Sheet = { kind: 'review' | 'comments' | 'likes'; row: PostRow };

/**
 * 社区帖子 (/communityForum, spec part 3 §2.13): the tenants' posts, 10 a page, filtered by apartment, review status and
 * publish dates; 审核 (a note for 未通过), 查看评论 and 查看点赞 (each deletable), 删除 ('确定要删除该条信息吗?').
 */
export default function PostsPage({ route }: { route: RouteDef }) {
  const client = useQueryClient();
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const list = useListQuery({
    key: POSTS_KEY,
    fields: POST_FILTERS,
    fetch: (f, current, size) => fetchPosts(f, current, size),
  });
  const reload = () => void client.invalidateQueries({ queryKey: POSTS_KEY });
  const close = () => setSheet(null);
  const remove = async (r: PostRow) => {
    if (
      await confirmDelete({
        what: `${r.userName}：${r.descDetail.slice(0, 30)}`,
        message: '确定要删除该条信息吗?',
        run: () => removePost(r.pkId),
      })
    )
      reload();
  };
  return (
    <PageFrame
      title={route.title}
      extra={<ExportButton name="社区帖子" columns={POST_COLUMNS} fetchPage={list.fetchPage} />}
    >
      <FilterBar fields={POST_FILTERS} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={POST_COLUMNS}
        rowKey={(r) => r.pkId}
        onPage={list.setPage}
        label="社区帖子"
        empty="暂无帖子"
        actions={(r) => (
          <RowActions
            actions={[
              { key: 'review', text: '审核', onClick: () => setSheet({ kind: 'review', row: r }) },
              {
                key: 'comments',
                text: `评论（${r.commentCount}）`,
                quiet: true,
                onClick: () => setSheet({ kind: 'comments', row: r }),
              },
              {
                key: 'likes',
                text: `点赞（${r.likeCount}）`,
                quiet: true,
                onClick: () => setSheet({ kind: 'likes', row: r }),
              },
              { key: 'delete', text: '删除', color: 'danger', onClick: () => void remove(r) },
            ]}
          />
        )}
      />
      {sheet?.kind === 'review' ? (
        <ReviewPostSheet
          row={sheet.row}
          onClose={close}
          onDone={() => {
            close();
            reload();
          }}
        />
      ) : null}
      {sheet?.kind === 'comments' ? (
        <PagedSheet
          title={`${sheet.row.userName} 的帖子的评论`}
          queryKey={[...POSTS_KEY, 'comments', sheet.row.pkId]}
          fetch={(current) => fetchComments(sheet.row.pkId, current)}
          remove={(c) => removeComment(sheet.row.pkId, c.id)}
          emptyText="暂无评论"
          onClose={close}
          onChange={reload}
          item={(c) => ({
            what: `${c.fromUserName}：${c.commentInfo}`,
            title: c.toUserName ? `${c.fromUserName} 回复 ${c.toUserName}` : c.fromUserName,
            description: `${c.commentInfo} · ${shanghaiMinute(c.gmtCreate)}`,
          })}
        />
      ) : null}
      {sheet?.kind === 'likes' ? (
        <PagedSheet
          title={`${sheet.row.userName} 的帖子的点赞`}
          queryKey={[...POSTS_KEY, 'likes', sheet.row.pkId]}
          fetch={(current) => fetchLikes(sheet.row.pkId, current)}
          remove={(l) => removeLike(sheet.row.pkId, l.id)}
          emptyText="暂无点赞"
          onClose={close}
          onChange={reload}
          item={(l) => ({
            what: l.userName,
            title: l.userName,
            description: `${praiseLabel(l.isPraise)} · ${shanghaiMinute(l.gmtCreate)}`,
          })}
        />
      ) : null}
    </PageFrame>
  );
}
