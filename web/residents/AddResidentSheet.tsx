import { useState } from 'react';
import { Input, Selector, TextArea, Toast } from 'antd-mobile';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { isValidIdCard, sexFromIdNumber } from '../../sync/rules/common/id-card';
import { checkPhone } from '../../sync/rules/common/validators';
import {
  EMPTY_EXTRA,
  ID_TYPES,
  RESIDENT_ADDRESS_MAX,
  RESIDENT_MSG,
  RESIDENT_NAME_MAX,
  RESIDENT_PHOTO_MAX,
  RESIDENT_REMARK_MAX,
  validateResident,
  type ResidentDraft,
} from '../../sync/rules/residents/resident-rules';
import type { ResidentExtra } from '../../sync/contract/residents/residents';
import { ImageUpload } from '../components/ImageUpload';
import { PickerButton } from '../components/PickerButton';
import { DateField, Field, FormSheet, useSave } from '../components/list';
import { addResident } from './residents-api';
import { ResidentExtraFields } from './ResidentExtraFields';

const ID_TYPE_OPTIONS = Object.entries(ID_TYPES).map(([value, label]) => ({ label, value: Number(value) }));

/** 'YYYYMMDD' of an 18-character ID number as 'YYYY-MM-DD'. */
const birthdayOf = (idNumber: string) => {
  const v = idNumber.trim();
  return v.length === 18 ? `${v.slice(6, 10)}-${v.slice(10, 12)}-${v.slice(12, 14)}` : '';
};

/**
 * 添加住户 (§2.5, §5): the required fields (name, sex, ID type and number, country, ID address, residential address,
 * phone, move-in date), up to 3 ID photos uploaded as personal files, and the optional fields of §3 collapsed. The
 * shared rules (sync/rules/residents/resident-rules.ts) run before sending, with the same messages as the server.
 */
export function AddResidentSheet(props: {
  leaseId: string;
  visible: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const today = shanghaiToday(Date.now());
  const [d, setD] = useState<ResidentDraft>({
    name: '',
    sex: null,
    idNumberType: 0,
    idNumber: '',
    country: '中国',
    idCardAddress: '',
    residentialAddress: '',
    phone: '',
    startDate: today,
    remark: '',
    extra: { ...EMPTY_EXTRA },
  });
  const [photos, setPhotos] = useState<string[]>([]);
  const [contractTime, setContractTime] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const { busy, error, save } = useSave();
  const set = <K extends keyof ResidentDraft>(k: K, v: ResidentDraft[K]) => setD((x) => ({ ...x, [k]: v }));
  const setExtra = <K extends keyof ResidentExtra>(k: K, v: ResidentExtra[K]) =>
    setD((x) => ({ ...x, extra: { ...x.extra, [k]: v } }));

  /** A valid ID card fills sex and birthday when they are still empty. */
  const onIdBlur = () => {
    if (d.idNumberType !== 0 || !isValidIdCard(d.idNumber)) return;
    setD((x) => ({
      ...x,
      sex: x.sex ?? sexFromIdNumber(x.idNumber),
      extra: { ...x.extra, birthday: x.extra.birthday || birthdayOf(x.idNumber) },
    }));
  };

  const submit = async () => {
    const years = contractTime.trim();
    const draft: ResidentDraft = { ...d, extra: { ...d.extra, contractTime: years ? Number(years) : null } };
    if (years && !/^\d{1,2}$/.test(years)) return void Toast.show({ content: RESIDENT_MSG.contractTimeInvalid });
    const msg = validateResident(draft);
    if (msg) return void Toast.show({ content: msg });
    if (photos.length > RESIDENT_PHOTO_MAX) return void Toast.show({ content: RESIDENT_MSG.tooManyPhotos });
    if (await save(() => addResident({ ...draft, leaseId: props.leaseId, pictures: photos }), RESIDENT_MSG.added))
      props.onDone();
  };

  return (
    <FormSheet
      visible={props.visible}
      title="添加住户"
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText="提交"
      busy={busy}
      error={error}
    >
      <Field label="姓名" required>
        <Input
          value={d.name}
          onChange={(v) => set('name', v)}
          placeholder="请输入姓名"
          maxLength={RESIDENT_NAME_MAX}
          clearable
        />
      </Field>
      <Field label="性别" required>
        <Selector
          options={[
            { label: '男', value: 0 },
            { label: '女', value: 1 },
          ]}
          value={d.sex === null ? [] : [d.sex]}
          onChange={(v) => set('sex', v.length ? v[0] : null)}
        />
      </Field>
      <Field label="证件类型" required>
        <PickerButton
          title="证件类型"
          className="field-button"
          value={d.idNumberType}
          options={ID_TYPE_OPTIONS}
          onChange={(v) => set('idNumberType', v)}
        />
      </Field>
      <Field label="证件号码" required>
        <Input
          value={d.idNumber}
          onChange={(v) => set('idNumber', v)}
          onBlur={onIdBlur}
          placeholder="请输入证件号"
          maxLength={30}
          clearable
        />
      </Field>
      <Field label="国籍" required>
        <Input value={d.country} onChange={(v) => set('country', v)} placeholder="请输入国籍" maxLength={20} />
      </Field>
      <Field label="证件地址" required>
        <Input
          value={d.idCardAddress}
          onChange={(v) => set('idCardAddress', v)}
          placeholder="证件上的地址"
          maxLength={RESIDENT_ADDRESS_MAX}
        />
      </Field>
      <Field label="居住地址" required>
        <Input
          value={d.residentialAddress}
          onChange={(v) => set('residentialAddress', v)}
          placeholder="现居住地址"
          maxLength={RESIDENT_ADDRESS_MAX}
        />
      </Field>
      <Field label="手机号" required>
        <Input
          value={d.phone}
          onChange={(v) => {
            set('phone', v);
            if (phoneError) setPhoneError(null);
          }}
          onBlur={() => setPhoneError(d.phone.trim() ? checkPhone(d.phone) : RESIDENT_MSG.phoneRequired)}
          placeholder="请输入手机号"
          maxLength={11}
          inputMode="tel"
        />
        {phoneError ? <div className="resident-error">{phoneError}</div> : null}
      </Field>
      <Field label="入住日期" required>
        <DateField value={d.startDate} onChange={(v) => set('startDate', v)} placeholder="请选择入住日期" />
      </Field>
      <Field label={`证件照片（最多${RESIDENT_PHOTO_MAX}张）`}>
        <ImageUpload value={photos} onChange={setPhotos} maxCount={RESIDENT_PHOTO_MAX} purpose="personal" />
      </Field>
      <Field label="备注">
        <TextArea
          value={d.remark}
          onChange={(v) => set('remark', v)}
          placeholder="选填"
          maxLength={RESIDENT_REMARK_MAX}
          showCount
          rows={2}
        />
      </Field>
      <ResidentExtraFields
        extra={d.extra}
        onChange={setExtra}
        contractTime={contractTime}
        onContractTime={setContractTime}
        today={today}
      />
    </FormSheet>
  );
}
