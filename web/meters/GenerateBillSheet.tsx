import { useState } from 'react';
import { Dialog, Radio, Space, Toast } from 'antd-mobile';
import { METER_MSG } from '../../sync/rules/meters/meter-rules';
import { checkPayTime, GENERATE_REFUSED } from '../../sync/rules/meters/meter-bills';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { ApiError, NETWORK_MSG, NETWORK_STATUS } from '../lib/api';
import { DateField, Field, FormSheet } from '../components/list';
import { generateMeterBills, type MeterBillItem } from './meters-api';

/**
 * 生成账单 (§2.9): 跟随账单周期 or 指定缴费日期 (with its date), then the request; '生成账单成功', code 109 → the
 * server's message, another failure '生成账单失败' (network: '网络请求失败').
 */
export function GenerateBillSheet(props: { items: MeterBillItem[] | null; onClose: () => void; onDone: () => void }) {
  const [createType, setCreateType] = useState<0 | 1>(0);
  const [payTime, setPayTime] = useState(() => shanghaiToday(Date.now()));
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!props.items || busy) return;
    const refusal = checkPayTime(createType, payTime, shanghaiToday(Date.now()));
    if (refusal) return void Toast.show({ content: refusal });
    setBusy(true);
    try {
      const out = await generateMeterBills({
        createType,
        payTime: createType === 1 ? payTime : null,
        items: props.items,
      });
      // Every chosen meter had zero usage: nothing was billed (the usage carries over to the next bill).
      Toast.show(
        out.count > 0
          ? { icon: 'success', content: METER_MSG.generated }
          : { content: '所选水电表用量为0，未生成账单' },
      );
      props.onDone();
    } catch (e) {
      const err = e as ApiError;
      if (err instanceof ApiError && err.code === GENERATE_REFUSED)
        void Dialog.alert({ content: err.message, confirmText: '知道了' });
      else if (err instanceof ApiError && err.status === NETWORK_STATUS)
        Toast.show({ icon: 'fail', content: NETWORK_MSG });
      else Toast.show({ icon: 'fail', content: METER_MSG.generateFailed });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormSheet
      visible={props.items !== null}
      title="生成账单"
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText="生成账单"
      busy={busy}
    >
      <div className="meter-bill-count">共 {props.items?.length ?? 0} 块表</div>
      <Field label="生成方式" required>
        <Radio.Group value={createType} onChange={(v) => setCreateType(v as 0 | 1)}>
          <Space direction="vertical">
            <Radio value={0}>跟随账单周期</Radio>
            <Radio value={1}>指定缴费日期</Radio>
          </Space>
        </Radio.Group>
      </Field>
      {createType === 1 ? (
        <Field label="缴费日期" required>
          <DateField
            value={payTime}
            onChange={setPayTime}
            placeholder="请选择缴费日期"
            label="缴费日期"
            min={shanghaiToday(Date.now())}
          />
        </Field>
      ) : null}
    </FormSheet>
  );
}
