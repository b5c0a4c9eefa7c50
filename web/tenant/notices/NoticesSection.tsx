import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock, Image, ImageViewer } from 'antd-mobile';
import { tenantCall } from '../tenant-api';
import { notices, type TenantNotice } from '../../../sync/contract/notices/notices';
import { shanghaiDateTime, shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import type { TenantSectionProps } from '../sections';
import './notices.css';

const TENANT_NOTICES_KEY = ['tenant', 'notices'] as const;

/** One notice: its title and time; opened (tapped, or named by the push's link `?s=notices&id=`), all of it. */
function NoticeCard({ n, open, onToggle }: { n: TenantNotice; open: boolean; onToggle: () => void }) {
  return (
    <article className={`tenant-notice${open ? ' is-open' : ''}`} data-notice={n.id}>
      <button type="button" className="tenant-notice-head" onClick={onToggle} aria-expanded={open}>
        <span className="tenant-notice-title">{n.title}</span>
        <span className="tenant-notice-time">{shanghaiMinute(n.createTime)}</span>
        {!open && <span className="tenant-notice-summary">{n.summary || n.content}</span>}
      </button>
      {open && (
        <div className="tenant-notice-body">
          {n.summary && <p className="tenant-notice-lead">{n.summary}</p>}
          <p className="tenant-notice-content">{n.content}</p>
          {n.photos.length > 0 && (
            <div className="tenant-notice-photos">
              {n.photos.map((url, i) => (
                <Image
                  key={url}
                  src={url}
                  width={96}
                  height={96}
                  fit="cover"
                  alt={`${n.title} 图片${i + 1}`}
                  onClick={() => ImageViewer.Multi.show({ images: n.photos, defaultIndex: i })}
                />
              ))}
            </div>
          )}
          {n.keepTime !== null && <p className="tenant-notice-until">有效期至 {shanghaiDateTime(n.keepTime)}</p>}
        </div>
      )}
    </article>
  );
}

/** 公告 (issue 19.3): the notices to the tenant's room or to everyone of the apartment, valid and not recalled. */
export default function NoticesSection({ go }: TenantSectionProps) {
  const [search] = useSearchParams();
  const openId = search.get('id');
  const list = useQuery({ queryKey: TENANT_NOTICES_KEY, queryFn: () => tenantCall(notices.tenantList) });
  if (list.isPending)
    return (
      <div className="tenant-loading">
        <DotLoading color="primary" />
      </div>
    );
  if (list.isError)
    return (
      <ErrorBlock status="default" title="加载失败" description={list.error.message}>
        <Button color="primary" onClick={() => void list.refetch()}>
          重试
        </Button>
      </ErrorBlock>
    );
  return (
    <div className="tenant-section tenant-notices">
      <h2 className="tenant-notices-head">公告</h2>
      {list.data.length === 0 ? (
        <ErrorBlock status="empty" title="暂无公告" description="管家发布的通知会显示在这里" />
      ) : (
        list.data.map((n) => (
          <NoticeCard
            key={n.id}
            n={n}
            open={n.id === openId}
            onToggle={() => go('notices', n.id === openId ? {} : { id: n.id })}
          />
        ))
      )}
    </div>
  );
}
