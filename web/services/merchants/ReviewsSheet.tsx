import { Image, Rate } from 'antd-mobile';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import { PagedSheet } from '../posts/PagedSheet';
import { fetchReviews, MERCHANTS_KEY, removeReview, type MerchantRow } from './merchants-api';

/** 查看评价 (§2.12): a merchant's reviews (name, content, pictures, time, anonymous, rating 1–5), each deletable. */
export function ReviewsSheet(props: { row: MerchantRow; onClose: () => void; onChange: () => void }) {
  const { row } = props;
  return (
    <PagedSheet
      title={`${row.shopName} 的评价`}
      queryKey={[...MERCHANTS_KEY, 'reviews', row.shopId]}
      fetch={(current) => fetchReviews(row.shopId, current)}
      remove={(r) => removeReview(row.shopId, r.id)}
      emptyText="暂无评价"
      onClose={props.onClose}
      onChange={props.onChange}
      item={(r) => ({
        what: `${r.name}：${r.content || '（无文字）'}`,
        title: (
          <span className="merchant-review-head">
            {r.name}
            {r.isAnonymous ? <em>（匿名）</em> : null}
            <Rate readOnly value={r.rating} count={5} style={{ '--star-size': '14px' }} />
          </span>
        ),
        description: (
          <>
            <div>{r.content}</div>
            {r.picture.length ? (
              <div className="merchant-review-pics">
                {r.picture.map((url, i) => (
                  <Image key={url} src={url} width={48} height={48} fit="cover" alt={`评价图片${i + 1}`} />
                ))}
              </div>
            ) : null}
            <div>{shanghaiMinute(r.leaveTime)}</div>
          </>
        ),
      })}
    />
  );
}
