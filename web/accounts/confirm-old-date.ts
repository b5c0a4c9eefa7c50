import { Dialog } from 'antd-mobile';
import { isOldMoneyDate, OLD_DATE_DAYS } from '../../sync/rules/common/money-date';

/**
 * Asks before sending a money date more than 10 days back (sync/rules/common/money-date.ts): resolves to the
 * `confirmOldDate` flag to send (false when the date is recent), or null when the operator chose to correct the date.
 */
export async function askOldDate(date: string, today: string, what: '收款' | '记账' = '收款'): Promise<boolean | null> {
  if (!date || !isOldMoneyDate(date, today)) return false;
  const yes = await Dialog.confirm({
    title: '日期较早',
    content: `${what}日期 ${date} 早于${OLD_DATE_DAYS}天前，确认日期无误吗？`,
    confirmText: '日期无误',
    cancelText: '返回修改',
  });
  return yes ? true : null;
}
