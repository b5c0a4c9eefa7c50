import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { PageFrame } from '../components/PageFrame';
import { FilterBar, ListView, RowActions, useListQuery } from '../components/list';
import { APPOINTMENTS_KEY, fetchAppointments, type AppointmentRow } from './appointments-api';
import { APPOINTMENT_COLUMNS, APPOINTMENT_FILTERS } from './appointment-columns';
import { AppointmentDetailSheet } from './AppointmentDetailSheet';
import './appointments.css';

/**
 * 预约看房 (/reservationList, part 2 §2.3): filters, the list (10 a page), details with the editable remark. The
 * board opens it with ?leaseId (one lease's viewings), the dashboard with ?startDate (the viewings from today).
 */
export default function ReservationListPage({ route }: { route: RouteDef }) {
  const client = useQueryClient();
  const [open, setOpen] = useState<AppointmentRow | null>(null);
  const list = useListQuery({
    key: APPOINTMENTS_KEY,
    fields: APPOINTMENT_FILTERS,
    fetch: (f, current, _size, params) => fetchAppointments({ ...f, leaseId: params.get('leaseId') ?? '' }, current),
  });
  const leaseId = list.params.get('leaseId');

  return (
    <PageFrame title={route.title}>
      <FilterBar fields={APPOINTMENT_FILTERS} values={list.filters} onApply={list.apply} />
      {leaseId ? (
        <div className="list-note" role="status">
          <span>仅显示该租约的预约</span>
          <Button size="mini" fill="none" color="primary" onClick={() => list.update({ leaseId: null })}>
            查看全部
          </Button>
        </div>
      ) : null}
      <ListView
        query={list.query}
        columns={APPOINTMENT_COLUMNS}
        rowKey={(r) => r.reservationId}
        onPage={list.setPage}
        label="预约看房"
        empty="暂无预约"
        onOpen={setOpen}
        actions={(r) => <RowActions actions={[{ key: 'details', text: '详情', onClick: () => setOpen(r) }]} />}
      />
      <AppointmentDetailSheet
        key={open?.reservationId ?? 'none'}
        row={open}
        onClose={() => setOpen(null)}
        onSaved={() => {
          setOpen(null);
          void client.invalidateQueries({ queryKey: APPOINTMENTS_KEY });
        }}
      />
    </PageFrame>
  );
}
