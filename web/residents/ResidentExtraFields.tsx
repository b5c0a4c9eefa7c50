import { Collapse, Input, Selector, TextArea } from 'antd-mobile';
import {
  CENSUS_OPTIONS,
  CONSTELLATIONS,
  EDUCATION_OPTIONS,
  EXTRA_TEXT_MAX,
  HOBBIES_MAX,
  RELATION_OPTIONS,
  type ResidentExtra,
} from '../../sync/rules/residents/resident-rules';
import { PickerButton } from '../components/PickerButton';
import { DateField } from '../components/form/DateField';
import { Field } from '../components/form/FormSheet';

const options = (list: readonly string[]) => list.map((v) => ({ label: v, value: v }));

/** The optional fields of a resident (§3), collapsed under 更多信息（选填）; `contractTime` is typed text. */
export function ResidentExtraFields(props: {
  extra: ResidentExtra;
  onChange: <K extends keyof ResidentExtra>(k: K, v: ResidentExtra[K]) => void;
  contractTime: string;
  onContractTime: (v: string) => void;
  today: string;
}) {
  return (
    <Collapse className="resident-more">
      <Collapse.Panel key="more" title="更多信息（选填）">
        <Field label="出生日期">
          <DateField
            value={props.extra.birthday}
            onChange={(v) => props.onChange('birthday', v)}
            placeholder="请选择"
            max={props.today}
          />
        </Field>
        <Field label="星座">
          <PickerButton
            title="星座"
            className="field-button"
            value={props.extra.constellation || null}
            options={options(CONSTELLATIONS)}
            onChange={(v) => props.onChange('constellation', v)}
          />
        </Field>
        <Field label="户籍">
          <Selector
            options={options(CENSUS_OPTIONS)}
            value={props.extra.censusRegister ? [props.extra.censusRegister] : []}
            onChange={(v) => props.onChange('censusRegister', v[0] ?? '')}
          />
        </Field>
        <Field label="学历">
          <PickerButton
            title="学历"
            className="field-button"
            value={props.extra.education || null}
            options={options(EDUCATION_OPTIONS)}
            onChange={(v) => props.onChange('education', v)}
          />
        </Field>
        <Field label="职业">
          <Input
            value={props.extra.career}
            onChange={(v) => props.onChange('career', v)}
            placeholder="选填"
            maxLength={EXTRA_TEXT_MAX}
          />
        </Field>
        <Field label="工作单位">
          <Input
            value={props.extra.workUnit}
            onChange={(v) => props.onChange('workUnit', v)}
            placeholder="选填"
            maxLength={EXTRA_TEXT_MAX}
          />
        </Field>
        <Field label="合同年限（年）">
          <Input
            value={props.contractTime}
            onChange={props.onContractTime}
            placeholder="选填"
            maxLength={2}
            inputMode="numeric"
          />
        </Field>
        <Field label="合同开始日期">
          <DateField
            value={props.extra.startContract}
            onChange={(v) => props.onChange('startContract', v)}
            placeholder="请选择"
          />
        </Field>
        <Field label="证件有效期">
          <div className="field-range">
            <DateField
              value={props.extra.startValid}
              onChange={(v) => props.onChange('startValid', v)}
              placeholder="开始日期"
              label="证件有效期开始"
            />
            <span>至</span>
            <DateField
              value={props.extra.endValid}
              onChange={(v) => props.onChange('endValid', v)}
              placeholder="结束日期"
              label="证件有效期结束"
              min={props.extra.startValid || undefined}
            />
          </div>
        </Field>
        <Field label="兴趣爱好">
          <TextArea
            value={props.extra.hobbiesInterests}
            onChange={(v) => props.onChange('hobbiesInterests', v)}
            placeholder="选填"
            maxLength={HOBBIES_MAX}
            rows={2}
          />
        </Field>
        <Field label="紧急联系人">
          <Input
            value={props.extra.emergencyName}
            onChange={(v) => props.onChange('emergencyName', v)}
            placeholder="姓名"
            maxLength={EXTRA_TEXT_MAX}
          />
        </Field>
        <Field label="紧急联系人电话">
          <Input
            value={props.extra.emergencyPhone}
            onChange={(v) => props.onChange('emergencyPhone', v)}
            placeholder="手机号"
            maxLength={11}
            inputMode="tel"
          />
        </Field>
        <Field label="与住户关系">
          <Selector
            options={options(RELATION_OPTIONS)}
            value={props.extra.emergencyRelation ? [props.extra.emergencyRelation] : []}
            onChange={(v) => props.onChange('emergencyRelation', v[0] ?? '')}
          />
        </Field>
      </Collapse.Panel>
    </Collapse>
  );
}
