/**
 * The residents of one lease (lease detail's residents card): table, add resident, view, move out. `editable` false on
 * a checked-out or deleted lease. Placeholder until the residents slice fills it.
 */
export function LeaseResidents(_props: { leaseId: string; editable: boolean }) {
  return null;
}
