/**
 * Check-out of a lease (spec part 2 §4): mode 'checkOut' asks with or without settlement and runs the chosen dialogs;
 * 'settle' settles a lease checked out earlier. Rendered only while open; `onDone` after success ('退房成功' /
 * '操作成功' shown by the flow), `onClose` when cancelled. Placeholder until the check-out slice fills it.
 */
export function CheckOutFlow(_props: { leaseId: string; mode: 'checkOut' | 'settle'; onClose: () => void; onDone: () => void }) {
  return null;
}
