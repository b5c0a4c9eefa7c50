/** The settlement list of a checked-out lease (account view, shown when isSettlement is not 0). Placeholder. */
export function SettlementView(_props: { leaseId: string }) {
  return null;
}
