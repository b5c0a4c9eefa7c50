import { Collapse, Input, Selector, TextArea } from 'antd-mobile';
import {
  CENSUS_OPTIONS,
  CONSTELLATIONS,
  EDUCATION_OPTIONS,
  EXTRA_TEXT_MAX,
  HOBBIES_MAX,
  RELATION_OPTIONS,
} from '../../sync/rules/residents/resident-rules';
import type { ResidentExtra } from '../../sync/contract/residents/residents';
import { PickerButton } from '../components/PickerButton';
import { DateField, DateRangeField, Field } from '../components/list';

/** The text fields of ResidentExtra (those typed as strings). */
type TextKey = { [K in keyof ResidentExtra]: ResidentExtra[K] extends string ? K : never }[keyof ResidentExtra];

const options = (list: readonly string[]) => list.map((v) => ({ label: v, value: v }));

type Props = {
  extra: ResidentExtra;
  onChange: <K extends keyof ResidentExtra>(k: K, v: ResidentExtra[K]) => void;
  contractTime: string;
  onContractTime: (v: string) => void;
  today: string;
};

/** The optional fields of a resident (§3), collapsed under 更多信息（选填）; `contractTime` is typed text. */
export function ResidentExtraFields(props: Props) {
  const { extra, onChange } = props;
  const text = (label: string, k: TextKey, placeholder = '选填', max = EXTRA_TEXT_MAX, tel = false) => (
    <Field label={label}>
      <Input
        value={extra[k]}
        onChange={(v) => onChange(k, v)}
        placeholder={placeholder}
        maxLength={max}
        inputMode={tel ? 'tel' : undefined}
      />
    </Field>
  );
  const choice = (label: string, k: TextKey, list: readonly string[], wheel: boolean) => (
    <Field label={label}>
      {wheel ? (
        <PickerButton
          title={label}
          className="field-button"
          value={extra[k] || null}
          options={options(list)}
          onChange={(v) => onChange(k, v)}
        />
      ) : (
        <Selector
          options={options(list)}
          value={extra[k] ? [extra[k]] : []}
          onChange={(v) => onChange(k, v[0] ?? '')}
        />
      )}
    </Field>
  );
  const date = (label: string, k: TextKey, max?: string) => (
    <Field label={label}>
      <DateField value={extra[k]} onChange={(v) => onChange(k, v)} placeholder="请选择" label={label} max={max} />
    </Field>
  );
  return (
    <Collapse className="resident-more">
      <Collapse.Panel key="more" title="更多信息（选填）">
        {date('出生日期', 'birthday', props.today)}
        {choice('星座', 'constellation', CONSTELLATIONS, true)}
        {choice('户籍', 'censusRegister', CENSUS_OPTIONS, false)}
        {choice('学历', 'education', EDUCATION_OPTIONS, true)}
        {text('职业', 'career')}
        {text('工作单位', 'workUnit')}
        <Field label="合同年限（年）">
          <Input
            value={props.contractTime}
            onChange={props.onContractTime}
            placeholder="选填"
            maxLength={2}
            inputMode="numeric"
          />
        </Field>
        {date('合同开始日期', 'startContract')}
        <Field label="证件有效期">
          <DateRangeField
            label="证件有效期"
            value={{ from: extra.startValid, to: extra.endValid }}
            onChange={(r) => {
              onChange('startValid', r.from);
              onChange('endValid', r.to);
            }}
          />
        </Field>
        <Field label="兴趣爱好">
          <TextArea
            value={extra.hobbiesInterests}
            onChange={(v) => onChange('hobbiesInterests', v)}
            placeholder="选填"
            maxLength={HOBBIES_MAX}
            rows={2}
          />
        </Field>
        {text('紧急联系人', 'emergencyName', '姓名')}
        {text('紧急联系人电话', 'emergencyPhone', '手机号', 11, true)}
        {choice('与住户关系', 'emergencyRelation', RELATION_OPTIONS, false)}
      </Collapse.Panel>
    </Collapse>
  );
}
