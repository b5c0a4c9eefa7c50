import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Image, Input, List } from 'antd-mobile';
import { confirmThen, FormSheet, ListState } from '../../components/list';
import { getSession } from '../../lib/session';
import { menuAllows } from '../../../sync/product/menu';
import { PERMS } from '../../../sync/product/permissions';
import { PAYMENT_WAYS } from '../../../sync/product/catalog';
import { formatFen } from '../../../sync/rules/common/money';
import { shanghaiDateTime } from '../../../sync/rules/common/shanghai-time';
import { LEDGER_KIND_TEXT, type LedgerKind } from '../../../sync/rules/finance/ledger-kind';
import { LEDGER_MSG } from '../../../sync/rules/finance/ledger-rules';
import { VERIFY_STATUS } from '../../../sync/rules/finance/verify-status';
import { fetchLedgerDetail, LEDGER_KEY, unverifyOrders, verifyOrders } from './ledger-api';
import { sourceLink, VerifyTag } from './ledger-columns';

/** 流水详情 (part 4 §2 "detail dialog"): the entry, its order, who wrote it off; 核销 / 撤销核销 with a reason. */
export function LedgerDetailSheet(props: { id: string | null; onClose: () => void; onChanged: () => void }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const q = useQuery({
    queryKey: [...LEDGER_KEY, 'detail', props.id],
    queryFn: () => fetchLedgerDetail(props.id!),
    enabled: props.id !== null,
  });
  const d = q.data;
  const e = d?.entry;
  const ref = e ? [{ orderNumber: e.orderNumber, type: e.type }] : [];
  const canUndo = menuAllows(getSession()?.menuList ?? [], PERMS.ledgerUnverify);
  const after = (ok: boolean) => {
    if (!ok) return;
    void q.refetch();
    props.onChanged();
  };
  const verify = () =>
    void confirmThen({
      what: e?.orderNumber,
      message: LEDGER_MSG.confirmVerify(1),
      run: () => verifyOrders(ref),
      done: LEDGER_MSG.verified,
    }).then(after);
  const unverify = () =>
    void confirmThen({
      what: e?.orderNumber,
      message: LEDGER_MSG.confirmUnverify,
      danger: true,
      run: () => unverifyOrders(ref, reason),
      done: LEDGER_MSG.unverified,
    }).then((ok) => {
      if (ok) setAsking(false);
      after(ok);
    });
  const link = e ? sourceLink(e) : '';
  return (
    <>
      <FormSheet visible={props.id !== null} title="流水详情" onClose={props.onClose}>
        <ListState loading={q.isLoading} error={q.error} onRetry={() => void q.refetch()} lines={8}>
          {d && e ? (
            <>
              <List>
                <List.Item extra={e.orderNumber}>单号</List.Item>
                <List.Item extra={<VerifyTag row={e} />}>核销状态</List.Item>
                <List.Item extra={`${e.inOut === 1 ? '收入' : '支出'} ${formatFen(e.amount)}`}>金额</List.Item>
                <List.Item extra={e.billsItem}>项目</List.Item>
                <List.Item extra={e.owner}>房源</List.Item>
                <List.Item extra={e.trader || e.tenant || '-'}>交易方</List.Item>
                <List.Item extra={PAYMENT_WAYS[e.paymentType] ?? '-'}>支付方式</List.Item>
                <List.Item extra={e.billTime}>交易日期</List.Item>
                <List.Item extra={LEDGER_KIND_TEXT[e.type as LedgerKind]}>类型</List.Item>
                {e.receiptNumber ? <List.Item extra={e.receiptNumber}>收据号</List.Item> : null}
                {d.verifier ? (
                  <List.Item extra={`${d.verifier.name} ${shanghaiDateTime(d.verifier.at)}`}>核销人</List.Item>
                ) : null}
                {e.receiptRemark ? <List.Item description={e.receiptRemark}>备注</List.Item> : null}
              </List>
              {e.picture ? <Image src={e.picture} width={120} height={120} fit="cover" alt="凭证" /> : null}
              {d.order.length > 1 ? (
                <>
                  <h3 className="form-subtitle">同单流水（{d.order.length}笔）</h3>
                  <List>
                    {d.order.map((o) => (
                      <List.Item key={o.id} extra={formatFen(o.amount)} description={o.billTime}>
                        {o.billsItem}
                      </List.Item>
                    ))}
                  </List>
                </>
              ) : null}
              {d.history.length ? (
                <>
                  <h3 className="form-subtitle">核销记录</h3>
                  <List>
                    {d.history.map((h) => (
                      <List.Item
                        key={`${h.action}${h.at}`}
                        description={h.reason || undefined}
                        extra={shanghaiDateTime(h.at)}
                      >
                        {h.action === 'verify' ? '核销' : '撤销核销'} · {h.userName}
                      </List.Item>
                    ))}
                  </List>
                </>
              ) : null}
              <div className="ledger-detail-actions">
                {link ? (
                  <Button size="small" onClick={() => navigate(link)}>
                    查看来源
                  </Button>
                ) : null}
                {e.verifyStatus === VERIFY_STATUS.open ? (
                  <Button size="small" color="primary" onClick={verify}>
                    核销
                  </Button>
                ) : canUndo ? (
                  <Button size="small" color="danger" fill="outline" onClick={() => setAsking(true)}>
                    撤销核销
                  </Button>
                ) : null}
              </div>
            </>
          ) : null}
        </ListState>
      </FormSheet>
      <FormSheet
        visible={asking}
        title="撤销核销"
        onClose={() => setAsking(false)}
        onConfirm={() => (setTried(true), reason.trim() ? unverify() : undefined)}
        confirmText="撤销核销"
        error={tried && !reason.trim() ? LEDGER_MSG.reasonRequired : null}
      >
        <List>
          <List.Item title="撤销原因">
            <Input
              value={reason}
              onChange={setReason}
              maxLength={100}
              placeholder="请输入撤销原因"
              aria-label="撤销原因"
            />
          </List.Item>
        </List>
      </FormSheet>
    </>
  );
}
