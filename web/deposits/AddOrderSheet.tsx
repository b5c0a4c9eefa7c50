import { useState } from 'react';
import { Input, Selector, TextArea, Toast } from 'antd-mobile';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { fenToYuan, yuanToFen } from '../../sync/rules/common/money';
import { checkDepositOrder, DEPOSIT_REMARK_MAX, ORDER_PAY } from '../../sync/rules/deposits/deposit-rules';
import type { FreeRoom } from '../../sync/contract/deposits/deposit-shape';
import { addDeposit } from './deposits-api';
import { DateField, DateRangeField, Field, FormSheet, useSave } from '../components/list';
import { PaymentFields, type PaymentValue } from './PaymentFields';
import { RoomPicker } from './RoomPicker';

/** Empty → null (the rules say it is required), malformed → the message, else fen (the rules check > 0). */
const amount = (s: string, bad: string): number | null | string => {
  if (!s.trim()) return null;
  const fen = yuanToFen(s);
  return fen === null ? bad : fen;
};

/** 添加订单 (§2.2, §5): every field but remark required; payment date and way when already paid. */
export function AddOrderSheet(props: { visible: boolean; onClose: () => void; onDone: () => void }) {
  const today = shanghaiToday(Date.now());
  const [room, setRoom] = useState<FreeRoom | null>(null);
  const [f, setF] = useState({
    promiseMan: '',
    phone: '',
    advance: '',
    rent: '',
    startDate: '',
    endDate: '',
    latestDate: '',
    payStatus: ORDER_PAY.unpaid as number,
    remark: '',
  });
  const [payment, setPayment] = useState<PaymentValue>({ payTime: today, payWay: null, photos: [] });
  const { busy, error, save } = useSave();
  const set = <K extends keyof typeof f>(k: K, v: (typeof f)[K]) => setF((x) => ({ ...x, [k]: v }));

  const submit = async () => {
    const advance = amount(f.advance, '定金金额不正确');
    const rent = amount(f.rent, '约定租金不正确');
    if (typeof advance === 'string') return void Toast.show({ content: advance });
    if (typeof rent === 'string') return void Toast.show({ content: rent });
    const paid = f.payStatus === ORDER_PAY.paid;
    const input = {
      houseId: room?.houseId ?? '',
      advanceCost: advance,
      rentCost: rent,
      startDate: f.startDate,
      endDate: f.endDate,
      latestDate: f.latestDate,
      promiseMan: f.promiseMan,
      phone: f.phone,
      payStatus: f.payStatus,
      payTime: paid ? payment.payTime : null,
      payWay: paid ? payment.payWay : null,
      receiptPicture: paid ? (payment.photos[0] ?? '') : '',
      remark: f.remark,
    };
    const msg = checkDepositOrder(input, today);
    if (msg) return void Toast.show({ content: msg });
    if (await save(() => addDeposit(input), '添加成功')) props.onDone();
  };

  return (
    <FormSheet
      visible={props.visible}
      title="添加订单"
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText="提交"
      busy={busy}
      error={error}
      columns
    >
      <Field label="房源" required wide>
        <RoomPicker
          value={room}
          onChange={(r) => {
            setRoom(r);
            if (!f.rent) set('rent', fenToYuan(r.rentCost));
          }}
        />
      </Field>
      <Field label="预订人" required>
        <Input
          value={f.promiseMan}
          onChange={(v) => set('promiseMan', v)}
          placeholder="请输入预订人姓名"
          maxLength={20}
        />
      </Field>
      <Field label="手机号" required>
        <Input
          value={f.phone}
          onChange={(v) => set('phone', v)}
          placeholder="请输入手机号"
          maxLength={11}
          inputMode="tel"
        />
      </Field>
      <Field label="定金（元）" required>
        <Input value={f.advance} onChange={(v) => set('advance', v)} placeholder="请输入定金金额" inputMode="decimal" />
      </Field>
      <Field label="约定租金（元/月）" required>
        <Input value={f.rent} onChange={(v) => set('rent', v)} placeholder="请输入约定租金" inputMode="decimal" />
      </Field>
      <Field label="租期" required wide>
        <DateRangeField
          value={{ from: f.startDate, to: f.endDate }}
          onChange={(r) => setF((x) => ({ ...x, startDate: r.from, endDate: r.to }))}
        />
      </Field>
      <Field label="最晚签约日期" required>
        <DateField
          value={f.latestDate}
          onChange={(v) => set('latestDate', v)}
          placeholder="请选择最晚签约日期"
          min={today}
        />
      </Field>
      <Field label="支付状态" required>
        <Selector
          options={[
            { label: '未支付', value: ORDER_PAY.unpaid as number },
            { label: '已支付', value: ORDER_PAY.paid as number },
          ]}
          value={[f.payStatus]}
          onChange={(v) => v.length && set('payStatus', v[0])}
        />
      </Field>
      {f.payStatus === ORDER_PAY.paid ? (
        <PaymentFields value={payment} onChange={(p) => setPayment((x) => ({ ...x, ...p }))} today={today} />
      ) : null}
      <Field label="备注" wide>
        <TextArea
          value={f.remark}
          onChange={(v) => set('remark', v)}
          placeholder="选填"
          maxLength={DEPOSIT_REMARK_MAX}
          showCount
          rows={2}
        />
      </Field>
    </FormSheet>
  );
}
