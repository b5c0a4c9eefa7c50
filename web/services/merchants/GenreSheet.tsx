import { useState } from 'react';
import { Input } from 'antd-mobile';
import { SHOP_CLASSIFY_LABEL, type ShopClassify } from '../../../sync/rules/services/merchants-rules';
import { PickerButton } from '../../components/PickerButton';
import { Field, FormSheet, useSave } from '../../components/list';
import { addGenre } from './merchants-api';

const CLASSIFY_OPTIONS = ([1, 2, 3] as const).map((c) => ({ label: SHOP_CLASSIFY_LABEL[c], value: c }));

/** 添加商家类型 (/shopLeixing): its name and service type (商家类型 / 细分类型 / 小件类型). */
export function GenreSheet(props: { onClose: () => void; onDone: () => void }) {
  const [name, setName] = useState('');
  const [classify, setClassify] = useState<ShopClassify | null>(1);
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, save } = useSave();
  const submit = async () => {
    const missing = !name.trim() ? '请输入类型名称' : !classify ? '请选择服务类型' : null;
    setProblem(missing);
    if (missing) return;
    if (await save(() => addGenre(name.trim(), classify!), '添加成功')) props.onDone();
  };
  return (
    <FormSheet
      visible
      title="添加商家类型"
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText="添加"
      busy={busy}
      error={problem ?? error}
    >
      <Field label="类型名称" required>
        <Input value={name} onChange={setName} placeholder="请输入类型名称" maxLength={20} aria-label="类型名称" />
      </Field>
      <Field label="服务类型" required>
        <PickerButton
          title="服务类型"
          className="field-button"
          value={classify}
          options={CLASSIFY_OPTIONS}
          onChange={setClassify}
        />
      </Field>
    </FormSheet>
  );
}
