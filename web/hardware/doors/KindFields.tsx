import { Input, Selector } from 'antd-mobile';
import {
  ACCESS_DEV_TYPE,
  EMBED_TYPE,
  EMBED_TYPE_LABEL,
  type EmbedType,
} from '../../../sync/rules/hardware/access-rules';
import { Field } from '../../components/list';
import type { DeviceForm } from './device-form';

type Set = <K extends keyof DeviceForm>(k: K, v: DeviceForm[K]) => void;

const EMBED_OPTIONS = [EMBED_TYPE.building, EMBED_TYPE.wall].map((v) => ({ label: EMBED_TYPE_LABEL[v], value: v }));

/** A one-line text field of the dialog (the device's name, the kind's numbers and logins). */
export function DeviceText(props: {
  label: string;
  k: 'name' | 'doorkeySign' | 'doorMaxnum' | 'ncuSn' | 'netSn' | 'devPass' | 'loginName' | 'loginPass';
  f: DeviceForm;
  set: Set;
  required?: boolean;
  placeholder?: string;
  numeric?: boolean;
}) {
  return (
    <Field label={props.label} required={props.required}>
      <Input
        value={props.f[props.k]}
        onChange={(v) => props.set(props.k, v)}
        placeholder={props.placeholder ?? (props.required ? `请输入${props.label}` : '选填')}
        maxLength={props.numeric ? 12 : 40}
        inputMode={props.numeric ? 'numeric' : undefined}
        aria-label={props.label}
      />
    </Field>
  );
}

/**
 * The fields of a device's kind (§2.1 add dialogs): a controller's front-end number, master number and the two
 * controller serials; an intercom's operation password and login; a door unit's type and login.
 */
export function KindFields(props: { f: DeviceForm; set: Set }) {
  const { f, set } = props;
  if (f.devType === ACCESS_DEV_TYPE.controller)
    return (
      <>
        <DeviceText label="前端设备编号" k="doorkeySign" f={f} set={set} />
        <DeviceText label="门禁主机号" k="doorMaxnum" f={f} set={set} />
        <DeviceText label="控制器序列号" k="ncuSn" f={f} set={set} required />
        <DeviceText label="网络控制器序列号" k="netSn" f={f} set={set} required />
      </>
    );
  if (f.devType === ACCESS_DEV_TYPE.intercom)
    return (
      <>
        <DeviceText label="操作密码" k="devPass" f={f} set={set} required numeric placeholder="4至12位数字" />
        <DeviceText label="登录名" k="loginName" f={f} set={set} />
        <DeviceText label="登录密码" k="loginPass" f={f} set={set} />
      </>
    );
  return (
    <>
      <Field label="门口机类型" required>
        <Selector
          options={EMBED_OPTIONS}
          value={f.embedType ? [f.embedType] : []}
          onChange={(v) => set('embedType', (v[0] as EmbedType | undefined) ?? null)}
        />
      </Field>
      <DeviceText label="门禁主机号" k="doorMaxnum" f={f} set={set} />
      <DeviceText label="登录名" k="loginName" f={f} set={set} />
      <DeviceText label="登录密码" k="loginPass" f={f} set={set} />
    </>
  );
}
