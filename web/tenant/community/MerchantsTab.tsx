import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Image, Rate } from 'antd-mobile';
import { formatFen } from '../../../sync/rules/common/money';
import { kmText } from '../../../sync/rules/services/merchants-rules';
import { ListState } from '../../components/list';
import { fetchMerchants, MERCHANTS_KEY, type TenantMerchant } from './community-api';
import { MerchantReviews } from './MerchantReviews';

/** 附近商家: the open merchants of the tenant's apartment; a card opens its reviews. */
export function MerchantsTab() {
  const q = useQuery({ queryKey: MERCHANTS_KEY, queryFn: fetchMerchants });
  const [open, setOpen] = useState<TenantMerchant | null>(null);
  return (
    <ListState
      loading={q.isLoading}
      error={q.error}
      onRetry={() => void q.refetch()}
      empty={!q.data?.records.length}
      emptyText="附近暂无商家"
      lines={4}
    >
      {q.data?.records.map((m) => (
        <button key={m.shopId} type="button" className="community-merchant" onClick={() => setOpen(m)}>
          {m.shopImage ? (
            <Image src={m.shopImage} width={56} height={56} fit="cover" alt={`${m.shopName} 头像`} />
          ) : (
            <span className="community-avatar">{m.shopName.slice(0, 1)}</span>
          )}
          <span className="community-merchant-body">
            <b>{m.shopName}</b>
            <span className="community-meta">
              {[m.genreIdName, m.subdivideName].filter(Boolean).join(' · ')} · {kmText(m.distance)}
            </span>
            <span>
              <Rate readOnly allowHalf value={m.rating} style={{ '--star-size': '12px' }} /> {m.rating || '暂无'} ·{' '}
              {m.reviewCount}条评价
            </span>
            <span className="community-meta">
              起送 {formatFen(m.deliveryMoney)}
              {m.discounts ? ` · ${m.discounts}` : ''}
            </span>
            {m.intro ? <span className="community-meta">{m.intro}</span> : null}
            {m.address ? (
              <span className="community-meta">
                {m.address}
                {m.phone ? ` · ${m.phone}` : ''}
              </span>
            ) : null}
          </span>
        </button>
      ))}
      {open ? <MerchantReviews m={open} onClose={() => setOpen(null)} /> : null}
    </ListState>
  );
}
