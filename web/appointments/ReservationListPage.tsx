import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RouteDef } from '../../sync/product/menu';
import { PageFrame } from '../components/PageFrame';
import { FilterBar, ListView, RowActions, ScopeNote, useListQuery } from '../components/list';
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
      {leaseId ? <ScopeNote text="仅显示该租约的预约" onClear={() => list.update({ leaseId: null })} /> : null}
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
