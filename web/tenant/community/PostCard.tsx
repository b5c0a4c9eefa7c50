import { useState } from 'react';
import { Button, Dialog, Image, ImageViewer, Input, Tag, Toast } from 'antd-mobile';
import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import { POST_REVIEW, postRangeLabel } from '../../../sync/rules/services/posts-rules';
import { errorText } from '../../components/form/errors';
import { addComment, removeComment, removePost, setLike, type TenantPost } from './community-api';

const fail = (e: unknown) => Toast.show({ icon: 'fail', content: errorText(e) });
/** Deletes after a confirm ('已取消' when declined). */
const confirmed = async (content: string, then: () => Promise<void>) => {
  if (await Dialog.confirm({ content, confirmText: '删除', cancelText: '取消' })) await then();
  else Toast.show({ content: '已取消' });
};

/** One post: author, time, text, pictures; 点赞 and comments once approved; the tenant's own deletable. */
export function PostCard({ p, onChange }: { p: TenantPost; onChange: () => void }) {
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<{ id: string; name: string } | null>(null);
  const approved = p.isVerify === POST_REVIEW.approved;
  const run = async (f: () => Promise<unknown>, done?: string) => {
    try {
      await f();
      if (done) Toast.show({ icon: 'success', content: done });
      onChange();
    } catch (e) {
      fail(e);
    }
  };
  const send = () =>
    run(async () => {
      await addComment(p.pkId, { content: text.trim(), replyTo: replyTo?.id });
      setText('');
      setReplyTo(null);
    });
  return (
    <article className="community-post" data-post={p.pkId} aria-label={`${p.userName}的帖子`}>
      <header>
        <strong>{p.userName}</strong>
        <span className="community-meta">
          {p.gyName} · {postRangeLabel(p.isRange)} · {shanghaiMinute(p.gmtCreate)}
        </span>
        {p.isVerify === POST_REVIEW.pending ? <Tag color="warning">审核中</Tag> : null}
        {p.isVerify === POST_REVIEW.rejected ? <Tag color="danger">未通过</Tag> : null}
      </header>
      {p.isVerify === POST_REVIEW.rejected && p.auditFailureState ? (
        <p className="community-rejected">未通过原因：{p.auditFailureState}</p>
      ) : null}
      <p className="community-text">{p.descDetail}</p>
      {p.picture.length ? (
        <div className="community-pics">
          {p.picture.map((url, i) => (
            <Image
              key={url}
              src={url}
              width={88}
              height={88}
              fit="cover"
              alt={`帖子图片${i + 1}`}
              onClick={() => ImageViewer.Multi.show({ images: p.picture, defaultIndex: i })}
            />
          ))}
        </div>
      ) : null}
      <footer className="community-actions">
        {approved ? (
          <Button
            size="small"
            fill="none"
            aria-pressed={p.liked === 1}
            aria-label={p.liked ? '取消点赞' : '点赞'}
            onClick={() => void run(() => setLike(p.pkId, !p.liked))}
          >
            {p.liked ? <HeartFill color="var(--adm-color-danger)" /> : <HeartOutline />} {p.likeCount}
          </Button>
        ) : null}
        {p.mine ? (
          <Button
            size="small"
            fill="none"
            onClick={() => void confirmed('确定要删除该条信息吗?', () => run(() => removePost(p.pkId), '删除成功'))}
          >
            删除
          </Button>
        ) : null}
      </footer>
      {approved ? (
        <section className="community-comments" aria-label="评论">
          {p.comments.map((c) => (
            <div key={c.id} className="community-comment">
              <button type="button" onClick={() => setReplyTo({ id: c.id, name: c.fromUserName })}>
                <b>{c.fromUserName}</b>
                {c.toUserName ? (
                  <>
                    {' '}
                    回复 <b>{c.toUserName}</b>
                  </>
                ) : null}
                ：{c.commentInfo}
              </button>
              {c.mine ? (
                <Button
                  size="mini"
                  fill="none"
                  onClick={() =>
                    void confirmed('确定要删除该条评论吗?', () => run(() => removeComment(c.id), '删除成功'))
                  }
                >
                  删除
                </Button>
              ) : null}
            </div>
          ))}
          <div className="community-reply">
            <Input
              value={text}
              onChange={setText}
              placeholder={replyTo ? `回复 ${replyTo.name}` : '写评论…'}
              maxLength={300}
              aria-label="评论"
            />
            <Button size="small" color="primary" disabled={!text.trim()} onClick={() => void send()}>
              发送
            </Button>
          </div>
        </section>
      ) : null}
    </article>
  );
}
