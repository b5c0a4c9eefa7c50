import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Toast } from 'antd-mobile';
import { APPLICATION_STATUS } from '../../../sync/rules/services/applications-rules';
import { ListState } from '../../components/list';
import { errorText } from '../../components/form/errors';
import { ApplicationStatusTag, priceText, whenText } from '../../services/applications/application-columns';
import { Thumbs } from '../../services/applications/Thumbs';
import { formatFen } from '../../../sync/rules/common/money';
import { BookSheet } from './BookSheet';
import {
  cancelMine,
  fetchItems,
  fetchMyApplications,
  SERVICES_KEY,
  type ApplicationRow,
  type ItemRow,
} from './services-api';

const ITEMS_KEY = [...SERVICES_KEY, 'items'] as const;
const MINE_KEY = [...SERVICES_KEY, 'applications'] as const;

/** 在线申请: the apartment's bookable items (预约) and the tenant's own applications (取消 while 申请中). */
export function ApplicationsTab() {
  const client = useQueryClient();
  const [booking, setBooking] = useState<ItemRow | null>(null);
  const items = useQuery({ queryKey: ITEMS_KEY, queryFn: fetchItems });
  const mine = useQuery({ queryKey: MINE_KEY, queryFn: fetchMyApplications });
  const reload = () => void client.invalidateQueries({ queryKey: SERVICES_KEY });
  const cancel = async (a: ApplicationRow) => {
    if (
      !(await Dialog.confirm({
        content: `确定取消「${a.title}」${whenText(a)} 的申请吗？`,
        confirmText: '取消申请',
        cancelText: '再想想',
      }))
    )
      return;
    try {
      await cancelMine(a.applyId);
      Toast.show({ icon: 'success', content: '已取消' });
      reload();
    } catch (e) {
      Toast.show({ icon: 'fail', content: errorText(e) });
    }
  };
  return (
    <>
      <h4 className="services-heading">可预约项目</h4>
      <ListState
        loading={items.isLoading}
        error={items.error}
        onRetry={() => void items.refetch()}
        empty={!items.data?.length}
        emptyText="暂无可预约的项目"
        lines={3}
      >
        {items.data?.map((i) => (
          <article key={i.applyInfoId} className="services-card">
            <header>
              <strong>{i.title}</strong>
              <span className="services-price">{priceText(i.price)}</span>
            </header>
            <p className="services-meta">
              可预约 {i.startDate} 至 {i.endDate}
            </p>
            {i.tdesc ? <p className="services-text">{i.tdesc}</p> : null}
            <footer>
              {i.pictures.length ? <Thumbs urls={i.pictures} label={i.title} /> : <span />}
              <Button size="small" color="primary" onClick={() => setBooking(i)} aria-label={`预约 ${i.title}`}>
                预约
              </Button>
            </footer>
          </article>
        ))}
      </ListState>
      <h4 className="services-heading">我的申请</h4>
      <ListState
        loading={mine.isLoading}
        error={mine.error}
        onRetry={() => void mine.refetch()}
        empty={!mine.data?.records.length}
        emptyText="您还没有申请过"
        lines={3}
      >
        {mine.data?.records.map((a) => (
          <article key={a.applyId} className="services-card" aria-label={`申请 ${a.title}`}>
            <header>
              <strong>{a.title}</strong>
              <ApplicationStatusTag status={a.status} />
            </header>
            <p className="services-meta">
              {whenText(a)}
              {a.amount ? ` · ${formatFen(a.amount)}` : ''}
            </p>
            <p className="services-text">{a.reason}</p>
            {a.status === APPLICATION_STATUS.applying ? (
              <Button size="small" fill="outline" color="danger" onClick={() => void cancel(a)}>
                取消申请
              </Button>
            ) : null}
          </article>
        ))}
      </ListState>
      {booking ? (
        <BookSheet
          item={booking}
          onClose={() => setBooking(null)}
          onDone={() => {
            setBooking(null);
            reload();
          }}
        />
      ) : null}
    </>
  );
}
