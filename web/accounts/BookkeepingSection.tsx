/** The lease's other bookkeeping entries and the add-bookkeeping dialog (account view). Placeholder. */
export function BookkeepingSection(_props: { leaseId: string; editable: boolean }) {
  return null;
}
