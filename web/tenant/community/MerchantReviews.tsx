import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Image, Popup, Rate, TextArea, Toast } from 'antd-mobile';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import { REVIEW_PICTURES_MAX } from '../../../sync/rules/services/merchants-rules';
import { ImageUpload } from '../../components/ImageUpload';
import { ListState } from '../../components/list';
import { errorText } from '../../components/form/errors';
import { tenantUploader } from '../tenant-upload';
import { addReview, fetchReviews, MERCHANTS_KEY, type TenantMerchant } from './community-api';
import { SubmitButton } from '../../components/form/SubmitButton';

/** A merchant's reviews and the tenant's own (rating 1–5, content, anonymous, pictures; a second replaces the first). */
export function MerchantReviews({ m, onClose }: { m: TenantMerchant; onClose: () => void }) {
  const client = useQueryClient();
  const key = [...MERCHANTS_KEY, 'reviews', m.shopId];
  const q = useQuery({ queryKey: key, queryFn: () => fetchReviews(m.shopId) });
  const [rating, setRating] = useState(5);
  const [content, setContent] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [picture, setPicture] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await addReview(m.shopId, { rating, content: content.trim(), isAnonymous: anonymous ? 1 : 0, picture });
      Toast.show({ icon: 'success', content: '评价成功' });
      setContent('');
      setPicture([]);
      await client.invalidateQueries({ queryKey: MERCHANTS_KEY });
    } catch (e) {
      Toast.show({ icon: 'fail', content: errorText(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="community-sheet" destroyOnClose>
      <div role="dialog" aria-label={`${m.shopName} 的评价`}>
        <h3>{m.shopName} 的评价</h3>
        <section className="community-review-form" aria-label="写评价">
          <Rate value={rating} onChange={setRating} aria-label="评分" />
          <TextArea
            value={content}
            onChange={setContent}
            placeholder="说说您的体验…"
            maxLength={300}
            rows={2}
            aria-label="评价内容"
          />
          <ImageUpload value={picture} onChange={setPicture} maxCount={REVIEW_PICTURES_MAX} uploader={tenantUploader} />
          <Checkbox checked={anonymous} onChange={setAnonymous}>
            匿名评价
          </Checkbox>
          <SubmitButton busy={busy} disabled={rating < 1} onClick={() => void submit()}>
            提交评价
          </SubmitButton>
        </section>
        <ListState
          loading={q.isLoading}
          error={q.error}
          onRetry={() => void q.refetch()}
          empty={!q.data?.records.length}
          emptyText="暂无评价"
          lines={3}
        >
          {q.data?.records.map((r) => (
            <div key={r.id} className="community-review">
              <div>
                <b>{r.name}</b> <Rate readOnly value={r.rating} style={{ '--star-size': '12px' }} />
                <span className="community-meta">{shanghaiMinute(r.leaveTime)}</span>
              </div>
              {r.content ? <p>{r.content}</p> : null}
              {r.picture.length ? (
                <div className="community-pics">
                  {r.picture.map((url, i) => (
                    <Image key={url} src={url} width={56} height={56} fit="cover" alt={`评价图片${i + 1}`} />
                  ))}
                </div>
              ) : null}
            </div>
          ))}
        </ListState>
      </div>
    </Popup>
  );
}
