import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionSheet, Button, Checkbox, Dialog, ErrorBlock, Skeleton, Switch, Toast } from 'antd-mobile';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { formatFen } from '../../sync/rules/common/money';
import {
  checkSettlement,
  checkUsableDate,
  SETTLE_MSG,
  settlementTotals,
  settlementWarning,
} from '../../sync/rules/checkout/settlement';
import { withOverstayEdit } from '../../sync/rules/checkout/settlement-overstay';
import { BillCollectSheet } from '../accounts/BillCollectSheet';
import { DateField } from '../components/form/DateField';
import {
  checkoutError,
  fetchPreview,
  postCheckOut,
  postSettle,
  previewKey,
  type CheckOutPayload,
} from './checkout-api';
import { FlowPanel, Row } from './FlowPanel';
import { draftLines, emptyDraft, SettlementForm, shownTotals, type SettlementDraft } from './SettlementForm';
import type { BillRow } from '../../sync/contract/bills/bills';
import type { SettlementPreviewData } from '../../sync/contract/checkout/checkout';
import { REFUND_PENDING_NOTE } from '../../sync/rules/finance/refund-rules';

type Step = 'choose' | 'plain' | 'settle' | 'confirm';

/**
 * Check-out of a lease (spec part 2 §4): mode 'checkOut' asks with or without settlement and runs the chosen dialogs;
 * 'settle' settles a lease checked out earlier. Rendered only while open; `onDone` after success ('退房成功' /
 * '操作成功' shown by the flow), `onClose` when cancelled.
 */
export function CheckOutFlow(props: {
  leaseId: string;
  mode: 'checkOut' | 'settle';
  onClose: () => void;
  onDone: () => void;
}) {
  const today = shanghaiToday(Date.now());
  const client = useQueryClient();
  const [step, setStep] = useState<Step>(props.mode === 'settle' ? 'settle' : 'choose');
  const [usableDate, setUsableDate] = useState(today);
  const [isSend, setIsSend] = useState(true);
  const [draft, setDraft] = useState<SettlementDraft>(emptyDraft);
  const [busy, setBusy] = useState(false);
  /** An arrears bill being collected from the settlement screen (after a check-out without settlement). */
  const [collecting, setCollecting] = useState<Pick<BillRow, 'pkId' | 'costName' | 'accountReceivable'> | null>(null);
  const needsPreview = step === 'settle' || step === 'confirm';
  const preview = useQuery({
    queryKey: previewKey(props.leaseId),
    queryFn: () => fetchPreview(props.leaseId),
    enabled: needsPreview,
    staleTime: 0,
    gcTime: 0,
  });

  const submit = async (payload: CheckOutPayload) => {
    setBusy(true);
    try {
      await (props.mode === 'settle' ? postSettle(payload) : postCheckOut(payload));
      const done = props.mode === 'settle' ? SETTLE_MSG.settled : SETTLE_MSG.checkedOut;
      Toast.show({ icon: 'success', content: (payload.returnCost ?? 0) > 0 ? `${done}，退款待审批` : done });
      // Mark stale without refetching now: this flow's own preview would be asked again for a lease that is no longer
      // open to check-out / settlement (a 409 in the console). Screens that show the settlement read it when mounted.
      void client.invalidateQueries({ queryKey: ['checkout'], refetchType: 'none' });
      props.onDone();
    } catch (e) {
      Toast.show({ icon: 'fail', content: checkoutError(e) });
      // The lines may have changed on the server: read them again.
      void preview.refetch();
    } finally {
      setBusy(false);
    }
  };

  if (step === 'choose') {
    return (
      <ActionSheet
        visible
        extra="请选择退房方式（退房后不能撤销）"
        cancelText="取消"
        actions={[
          { key: 'settle', text: '结算并退房' },
          { key: 'plain', text: '退房不结算' },
        ]}
        onAction={(a) => setStep(a.key === 'settle' ? 'settle' : 'plain')}
        onClose={props.onClose}
      />
    );
  }

  if (step === 'plain') {
    const go = async () => {
      const msg = checkUsableDate(usableDate, today);
      if (msg) return void Toast.show({ content: msg });
      const yes = await Dialog.confirm({
        title: '退房不结算',
        content: SETTLE_MSG.confirmCheckOut,
        confirmText: '确定',
        cancelText: '取消',
      });
      if (!yes) return void Toast.show({ content: '已取消' });
      await submit({ leaseId: props.leaseId, withSettlement: false, usableDate, isSend });
    };
    return (
      <FlowPanel
        title="退房不结算"
        onClose={props.onClose}
        footer={
          <>
            <Button onClick={props.onClose}>取消</Button>
            <Button color="primary" loading={busy} onClick={() => void go()}>
              确认退房
            </Button>
          </>
        }
      >
        <p className="checkout-summary">
          退房后不能再作废或添加账单；结算前仍可登记租客补交的欠款，之后在租约列表中结算。
        </p>
        <UsableFields
          usableDate={usableDate}
          setUsableDate={setUsableDate}
          isSend={isSend}
          setIsSend={setIsSend}
          today={today}
          asSwitch
        />
      </FlowPanel>
    );
  }

  const title = props.mode === 'settle' ? '结算' : '结算并退房';
  if (preview.isLoading || preview.error || !preview.data) {
    return (
      <FlowPanel title={title} onClose={props.onClose} footer={<Button onClick={props.onClose}>关闭</Button>}>
        {preview.error ? (
          <ErrorBlock status="default" title="加载失败" description={checkoutError(preview.error)} />
        ) : (
          <Skeleton.Paragraph lineCount={8} animated />
        )}
      </FlowPanel>
    );
  }
  const p: SettlementPreviewData = preview.data;
  const t = shownTotals(p, draft);

  if (step === 'settle') {
    const next = async () => {
      const { lines, badDebt } = draftLines(p, draft);
      const edit = withOverstayEdit(p.costVos, lines);
      if (typeof edit === 'string') return void Toast.show({ content: edit });
      const msg = checkSettlement({ lines, badDebtCost: badDebt, pathway: draft.pathway });
      if (msg) return void Toast.show({ content: msg });
      const warning = settlementWarning({ lines, badDebtCost: badDebt });
      if (
        warning &&
        !(await Dialog.confirm({ title: '提示', content: warning, confirmText: '确认无误', cancelText: '返回修改' }))
      )
        return;
      if (p.usableDate > usableDate) setUsableDate(p.usableDate);
      setStep('confirm');
    };
    return (
      <FlowPanel
        title={title}
        wide
        onClose={props.onClose}
        footer={
          <>
            <Button onClick={props.onClose}>取消</Button>
            <Button color="primary" disabled={t.balance > 0} onClick={() => void next()}>
              下一步
            </Button>
          </>
        }
      >
        <SettlementForm
          preview={p}
          draft={draft}
          onChange={setDraft}
          onCollect={
            p.mode === 'settle'
              ? (l) => setCollecting({ pkId: l.billsDetailId!, costName: l.name, accountReceivable: l.cost })
              : undefined
          }
        />
        <BillCollectSheet
          leaseId={props.leaseId}
          bills={collecting ? [collecting as BillRow] : null}
          onClose={() => setCollecting(null)}
          onDone={() => {
            setCollecting(null);
            void client.invalidateQueries({ queryKey: ['bills'] });
            void preview.refetch();
          }}
        />
      </FlowPanel>
    );
  }

  // step 'confirm'
  const { lines, badDebt } = draftLines(p, draft);
  const totals = settlementTotals(lines, badDebt);
  const go = async () => {
    const msg =
      checkSettlement({ lines, badDebtCost: badDebt, pathway: draft.pathway }) ?? checkUsableDate(usableDate, today);
    if (msg) return void Toast.show({ content: msg });
    await submit({
      leaseId: props.leaseId,
      withSettlement: true,
      usableDate,
      isSend,
      returnCause: draft.returnCause.trim(),
      costVos: lines,
      badDebtCost: badDebt,
      returnCost: totals.returnCost,
      pathway: draft.pathway,
      remark: draft.remark.trim(),
    });
  };
  return (
    <FlowPanel
      title="确认结算"
      onClose={props.onClose}
      footer={
        <>
          <Button onClick={() => setStep('settle')}>上一步</Button>
          <Button color="primary" loading={busy} onClick={() => void go()}>
            {props.mode === 'settle' ? '确认结算' : '确认退房'}
          </Button>
        </>
      }
    >
      <p className="checkout-summary">
        {p.house} · {p.tenant}
      </p>
      <Row label="退款金额">
        <strong>{formatFen(totals.returnCost)}</strong>
        {totals.returnCost > 0 ? <small className="checkout-refund-note">{REFUND_PENDING_NOTE}</small> : null}
      </Row>
      <Row label="坏账金额">{formatFen(totals.badDebt)}</Row>
      <UsableFields
        usableDate={usableDate}
        setUsableDate={setUsableDate}
        isSend={isSend}
        setIsSend={setIsSend}
        today={today}
      />
    </FlowPanel>
  );
}

/** 预计可入住日期 (today or later, default today) and 发送给租客 (default on). */
function UsableFields(props: {
  usableDate: string;
  setUsableDate: (v: string) => void;
  isSend: boolean;
  setIsSend: (v: boolean) => void;
  today: string;
  asSwitch?: boolean;
}) {
  return (
    <>
      <Row label="预计可入住日期" required>
        <DateField
          value={props.usableDate}
          onChange={props.setUsableDate}
          placeholder="请先选择时间"
          min={props.today}
          label="预计可入住日期"
        />
        {props.usableDate ? (
          <Button size="mini" fill="none" onClick={() => props.setUsableDate('')} aria-label="清除日期">
            清除
          </Button>
        ) : null}
      </Row>
      <Row label="发送给租客">
        {props.asSwitch ? (
          <Switch checked={props.isSend} onChange={props.setIsSend} aria-label="发送给租客" />
        ) : (
          <Checkbox checked={props.isSend} onChange={props.setIsSend}>
            将结算单发送给租客
          </Checkbox>
        )}
      </Row>
    </>
  );
}
