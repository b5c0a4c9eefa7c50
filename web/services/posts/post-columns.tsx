import { Image, Tag } from 'antd-mobile';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import { POST_REVIEW_LABEL, postRangeLabel, type PostReview } from '../../../sync/rules/services/posts-rules';
import type { Column, FilterField } from '../../components/list';
import type { PostFilters, PostRow } from './posts-api';

const REVIEW_COLOR: Record<PostReview, string> = { 0: 'warning', 1: 'success', 2: 'danger' };
export const REVIEW_OPTIONS = ([0, 1, 2] as const).map((s) => ({ label: POST_REVIEW_LABEL[s], value: s }));

/** /communityForum's filters: apartment, review status, publish dates. */
export const POST_FILTERS: FilterField<keyof PostFilters>[] = [
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
  {
    kind: 'select',
    key: 'isVerify',
    label: '审核状态',
    all: '全部状态',
    options: REVIEW_OPTIONS.map((o) => ({ label: o.label, value: String(o.value) })),
  },
  { kind: 'dates', from: 'startDate', to: 'endDate', label: '发布日期' },
];

export function ReviewTag({ status }: { status: number }) {
  const s = status as PostReview;
  return (
    <Tag color={REVIEW_COLOR[s] ?? 'default'} fill="outline">
      {POST_REVIEW_LABEL[s] ?? status}
    </Tag>
  );
}

/** §2.13: author, content, publish time, pictures, range, reviewer, review time, review status, failure note. */
export const POST_COLUMNS: Column<PostRow>[] = [
  { title: '发布人', value: (r) => `${r.userName} ${r.userPhone}`, card: 'title' },
  {
    title: '审核状态',
    value: (r) => POST_REVIEW_LABEL[r.isVerify as PostReview],
    render: (r) => <ReviewTag status={r.isVerify} />,
    card: 'status',
  },
  { title: '内容', value: (r) => r.descDetail, card: 'wide' },
  {
    title: '图片',
    value: (r) => r.picture.length,
    render: (r) =>
      r.picture.length ? (
        <span className="post-pics">
          {r.picture.slice(0, 3).map((url, i) => (
            <Image key={url} src={url} width={36} height={36} fit="cover" alt={`帖子图片${i + 1}`} />
          ))}
          {r.picture.length > 3 ? `+${r.picture.length - 3}` : null}
        </span>
      ) : (
        '-'
      ),
  },
  { title: '公寓', value: (r) => r.gyName },
  { title: '范围', value: (r) => postRangeLabel(r.isRange) },
  { title: '发布时间', value: (r) => shanghaiMinute(r.gmtCreate) },
  { title: '评论 / 点赞', value: (r) => `${r.commentCount} / ${r.likeCount}` },
  { title: '审核人', value: (r) => r.verifierName },
  { title: '审核时间', value: (r) => (r.gmtVerify ? shanghaiMinute(r.gmtVerify) : '') },
  { title: '未通过原因', value: (r) => r.auditFailureState, card: 'wide' },
];
