import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, ErrorBlock, Skeleton, Toast } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { formatFen } from '../../sync/rules/common/money';
import { BILL_MSG, checkBatchSelection } from '../../sync/rules/bills/bill-rules';
import { PageFrame } from '../components/PageFrame';
import { DESKTOP_QUERY, useMedia } from '../lib/use-media';
import { SettlementView } from '../checkout/SettlementView';
import { billPlansKey, fetchBillPlans, voidBills } from './accounts-api';
import { StageList, StatusTag, type BillAction } from './StageList';
import { BillCollectSheet } from './BillCollectSheet';
import { AddBillSheet } from './AddBillSheet';
import { BillDetailsSheet, BillEditSheet } from './BillEditSheets';
import { ReceiptSheet } from './ReceiptSheet';
import { BillScanPay } from './BillScanPay';
import { BookkeepingSection } from './BookkeepingSection';
import './accounts.css';
import type { BillRow } from '../../sync/contract/bills/bills';

/**
 * 账单详情 (/accountDetail?leaseId, part 2 §2.7, §4 bill status, §5 collect / add bill / batch actions): the lease
 * header, the settlement of a settled check-out, the bill plans by stage with their actions, and the lease's other
 * bookkeeping entries. The query's houseId, leaseCode, startTime, endTime and tenant show until the server answers.
 */
export default function AccountDetailPage({ route }: { route: RouteDef }) {
  const [params] = useSearchParams();
  const leaseId = params.get('leaseId') ?? '';
  const desktop = useMedia(DESKTOP_QUERY);
  const client = useQueryClient();
  const q = useQuery({ queryKey: billPlansKey(leaseId), queryFn: () => fetchBillPlans(leaseId), enabled: !!leaseId });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [collecting, setCollecting] = useState<BillRow[] | null>(null);
  const [collectKey, setCollectKey] = useState(0);
  const [adding, setAdding] = useState(false);
  const [addKey, setAddKey] = useState(0);
  const [editing, setEditing] = useState<{ bill: BillRow; mode: 'edit' | 'remark' } | null>(null);
  const [details, setDetails] = useState<BillRow | null>(null);
  const [receipt, setReceipt] = useState<string | null>(null);
  const [scanPay, setScanPay] = useState<string[] | null>(null);

  const reload = async () => {
    setSelected(new Set());
    await client.invalidateQueries({ queryKey: ['bills'] });
    await client.invalidateQueries({ queryKey: ['board'] });
  };
  const data = q.data;
  const allBills = data ? data.billPlans.flatMap((s) => s.bills) : [];
  const chosen = allBills.filter((b) => selected.has(b.pkId));

  /** Batch rules (§5) before collecting or scan-to-pay; opens the panel with the chosen bills. */
  const batch = (then: (bills: BillRow[]) => void) => {
    const msg = checkBatchSelection(chosen);
    if (msg) return void Toast.show({ content: msg });
    then(chosen);
  };

  const onAction = async (a: BillAction, b: BillRow) => {
    if (a === 'collect') return void (setCollectKey((k) => k + 1), setCollecting([b]));
    if (a === 'edit' || a === 'remark') return setEditing({ bill: b, mode: a });
    if (a === 'details') return setDetails(b);
    if (a === 'print') return setReceipt(b.receiptNumber);
    if (a === 'void') {
      const yes = await Dialog.confirm({
        title: '提示',
        content: BILL_MSG.confirmVoid,
        confirmText: '确定',
        cancelText: '取消',
      });
      if (!yes) return void Toast.show({ content: BILL_MSG.cancelled });
      try {
        await voidBills([b.pkId]);
        Toast.show({ icon: 'success', content: BILL_MSG.voided });
        await reload();
      } catch (e) {
        Toast.show({ icon: 'fail', content: (e as Error).message });
      }
    }
  };

  const onCollected = async (receiptNumber: string) => {
    setCollecting(null);
    await reload();
    const print = await Dialog.confirm({
      title: BILL_MSG.collected,
      content: `收据编号：${receiptNumber}`,
      confirmText: '打印收据',
      cancelText: '关闭',
    });
    if (print) setReceipt(receiptNumber);
  };

  const header = data?.lease ?? {
    leaseCode: params.get('leaseCode') ?? '',
    house: '',
    tenant: params.get('tenant') ?? '',
    phone: '',
    startTime: params.get('startTime') ?? '',
    endTime: params.get('endTime') ?? '',
    statusText: '',
  };
  const open = data?.billsOpen ?? false;
  const unpaidTotal = allBills.filter((b) => b.canCollect).reduce((s, b) => s + b.accountReceivable, 0);

  return (
    <PageFrame
      title={route.title}
      extra={
        open ? (
          <div className="account-buttons">
            <Button size="small" onClick={() => setAdding(true)}>
              添加账单
            </Button>
            <Button size="small" onClick={() => batch((bills) => setScanPay(bills.map((b) => b.pkId)))}>
              扫码支付
            </Button>
            <Button
              size="small"
              color="primary"
              onClick={() => batch((bills) => (setCollectKey((k) => k + 1), setCollecting(bills)))}
            >
              批量收款{chosen.length ? `(${chosen.length})` : ''}
            </Button>
          </div>
        ) : null
      }
    >
      {!leaseId ? (
        <ErrorBlock status="empty" title="还未签订租约" description="" />
      ) : (
        <>
          <div className={desktop ? 'account-header account-header-wide' : 'account-header'}>
            <div className="account-header-title">
              <strong>{header.house || '…'}</strong>
              {header.statusText ? <StatusTag text={header.statusText} /> : null}
            </div>
            <div>租约编号：{header.leaseCode || '-'}</div>
            <div>
              租客：{header.tenant || '-'} {header.phone}
            </div>
            <div>
              租期：{header.startTime || '-'} 至 {header.endTime || '-'}
            </div>
            {data ? (
              <div>
                待收合计：<strong className="account-due">{formatFen(unpaidTotal)}</strong>
              </div>
            ) : null}
          </div>
          {q.isLoading ? (
            <Skeleton.Paragraph lineCount={8} animated />
          ) : q.isError || !data ? (
            <ErrorBlock status="default" title="加载失败" description={(q.error as Error | null)?.message ?? ''} />
          ) : (
            <>
              {data.isSettlement ? <SettlementView leaseId={leaseId} /> : null}
              <h3 className="account-section-title">账单计划</h3>
              {data.billPlans.length === 0 ? (
                <ErrorBlock status="empty" title="暂无账单" description="" />
              ) : (
                <div className={desktop ? 'account-wide' : ''}>
                  <StageList
                    stages={data.billPlans}
                    open={open}
                    desktop={desktop}
                    selected={selected}
                    onSelect={(id, on) =>
                      setSelected((s) => {
                        const n = new Set(s);
                        if (on) n.add(id);
                        else n.delete(id);
                        return n;
                      })
                    }
                    onAction={(a, b) => void onAction(a, b)}
                  />
                </div>
              )}
              <BookkeepingSection leaseId={leaseId} editable={open} />
              <AddBillSheet
                key={addKey}
                leaseId={leaseId}
                stages={data.billPlans}
                visible={adding}
                onClose={() => setAdding(false)}
                onDone={() => {
                  setAdding(false);
                  setAddKey((k) => k + 1);
                  void reload();
                }}
              />
            </>
          )}
          <BillCollectSheet
            key={collectKey}
            leaseId={leaseId}
            bills={collecting}
            onClose={() => setCollecting(null)}
            onDone={(n) => void onCollected(n)}
          />
          <BillEditSheet
            key={editing ? `${editing.bill.pkId}-${editing.mode}` : 'none'}
            bill={editing?.bill ?? null}
            mode={editing?.mode ?? 'edit'}
            onClose={() => setEditing(null)}
            onDone={() => {
              setEditing(null);
              void reload();
            }}
          />
          <BillDetailsSheet
            bill={details}
            onClose={() => setDetails(null)}
            onPrint={(n) => (setDetails(null), setReceipt(n))}
          />
          <ReceiptSheet receiptNumber={receipt} onClose={() => setReceipt(null)} />
          {scanPay ? (
            <BillScanPay
              leaseId={leaseId}
              billIds={scanPay}
              onClose={() => setScanPay(null)}
              onPaid={() => {
                setScanPay(null);
                void reload();
              }}
            />
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
