import { useState } from 'react';
import type { RouteDef } from '../../../sync/product/menu';
import { PageFrame } from '../../components/PageFrame';
import { ApartmentPicker } from '../../components/ApartmentPicker';
import { BillsCard, ExpectedCard } from './MoneyCards';
import { ContractsCard, HousesCard } from './RoomCards';
import { StatsCard } from './StatsCard';
import './finance-dashboard.css';

/**
 * 财务概览 (/BalancePaymentsList, part 4 §2 "Finance dashboard"): total bills of a past range, expected income of the
 * next days, the rooms rented and vacant, the contracts expiring and expired, and the flow or bill statistics by day
 * or month — of one apartment or all. Every figure opens the list behind it with the same filter.
 */
export default function FinanceDashboardPage({ route }: { route: RouteDef }) {
  const [apartmentId, setApartmentId] = useState('');
  return (
    <PageFrame
      title={route.title}
      extra={<ApartmentPicker allowAll value={apartmentId} onChange={setApartmentId} placeholder="全部公寓" />}
    >
      <div className="fin-grid">
        <BillsCard apartmentId={apartmentId} />
        <ExpectedCard apartmentId={apartmentId} />
        <HousesCard apartmentId={apartmentId} />
        <ContractsCard apartmentId={apartmentId} />
      </div>
      <StatsCard apartmentId={apartmentId} />
    </PageFrame>
  );
}
