import { Dialog, Picker, Toast } from 'antd-mobile';
import { formatFen } from '../../sync/rules/common/money';
import { ORDER_PAY, ORDER_SIGN } from '../../sync/rules/deposits/deposit-rules';
import type { DepositRow } from '../../sync/contract/deposits/deposit-shape';
import { confirmThen, toastFailure } from '../components/list';
import { revokeDeposit } from './deposits-api';
import { MANUAL_WAYS } from './PaymentFields';

const nameOf = (row: DepositRow) => `${row.house} · ${row.promiseMan}`;

/** Whether to give a paid, unsigned order's deposit back: 'refund', 'keep', or null when cancelled. */
function askRefund(row: DepositRow) {
  return new Promise<'refund' | 'keep' | null>((resolve) => {
    const handler = Dialog.show({
      title: '撤销订单',
      content: (
        <>
          <div className="confirm-what">{nameOf(row)}</div>
          <div>该订单已收定金 {formatFen(row.advanceCost)}，撤销时是否退还定金？</div>
        </>
      ),
      closeOnMaskClick: true,
      onClose: () => resolve(null),
      actions: [
        [
          { key: 'keep', text: '仅撤销', onClick: () => (resolve('keep'), handler.close()) },
          { key: 'refund', text: '撤销并退还定金', bold: true, onClick: () => (resolve('refund'), handler.close()) },
        ],
        { key: 'cancel', text: '取消', onClick: () => (resolve(null), handler.close()) },
      ],
    });
  });
}

/**
 * 撤销 with a confirm naming the order ('已取消' when declined); a paid, unsigned order may give its deposit back,
 * then the refund way is asked. True when revoked.
 */
export async function revokeOrder(row: DepositRow): Promise<boolean> {
  if (!(row.payStatus === ORDER_PAY.paid && row.signStatus === ORDER_SIGN.unsigned))
    return confirmThen({
      title: '撤销订单',
      what: nameOf(row),
      message: '确定要撤销该订单吗？',
      danger: true,
      confirmText: '撤销',
      run: () => revokeDeposit(row.advanceId, {}),
      done: '撤销成功',
    });
  const choice = await askRefund(row);
  if (!choice) {
    Toast.show({ content: '已取消' });
    return false;
  }
  let payWay: number | null = null;
  if (choice === 'refund') {
    const v = await Picker.prompt({
      columns: [MANUAL_WAYS],
      title: '退款方式',
      confirmText: '确定',
      cancelText: '取消',
    });
    if (!v || v[0] === null || v[0] === undefined) {
      Toast.show({ content: '已取消' });
      return false;
    }
    payWay = Number(v[0]);
  }
  try {
    await revokeDeposit(row.advanceId, choice === 'refund' ? { refund: true, payWay } : {});
    Toast.show({ icon: 'success', content: '撤销成功' });
    return true;
  } catch (e) {
    toastFailure(e);
    return false;
  }
}
