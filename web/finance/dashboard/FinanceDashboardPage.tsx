import type { RouteDef } from '../../../sync/product/menu';
import { PageFrame } from '../../components/PageFrame';
import { ApartmentPicker } from '../../components/ApartmentPicker';
import { BillsCard, ExpectedCard } from './MoneyCards';
import { ContractsCard, HousesCard } from './RoomCards';
import { StatsCard } from './StatsCard';
import { useDashboardView } from './dashboard-view';
import './finance-dashboard.css';

/**
 * 财务概览 (/BalancePaymentsList, part 4 §2 "Finance dashboard"): total bills of a past range, expected income of the
 * next days, the rooms rented and vacant, the contracts expiring and expired, and the flow or bill statistics by day
 * or month — of one apartment or all. Every figure opens the list behind it with the same filter. What is shown (the
 * apartment, each card's days and toggles) is kept in the URL (dashboard-view.ts): a reload or back shows it again.
 */
export default function FinanceDashboardPage({ route }: { route: RouteDef }) {
  const [view, set] = useDashboardView();
  const { apartmentId } = view;
  return (
    <PageFrame
      title={route.title}
      extra={
        <ApartmentPicker
          allowAll
          value={apartmentId}
          onChange={(a) => set({ apartmentId: a })}
          placeholder="全部公寓"
        />
      }
    >
      <div className="fin-grid">
        <BillsCard apartmentId={apartmentId} range={view.bills} onRange={(bills) => set({ bills })} />
        <ExpectedCard apartmentId={apartmentId} range={view.expected} onRange={(expected) => set({ expected })} />
        <HousesCard apartmentId={apartmentId} />
        <ContractsCard apartmentId={apartmentId} within={view.within} onWithin={(within) => set({ within })} />
      </div>
      <StatsCard
        apartmentId={apartmentId}
        kind={view.kind}
        mode={view.mode}
        range={view.stats}
        onChange={(patch) => set(patch)}
      />
    </PageFrame>
  );
}
