import { useState } from 'react';
import { Input } from 'antd-mobile';
import { PickerButton } from '../../components/PickerButton';
import { Field, FormSheet, useSave } from '../../components/list';
import { saveCategory, type CategoryRow } from './merchants-api';
import { useGenreOptions } from './use-merchant-types';

/** 添加 / 编辑 a merchant category (/shopFenlei): its name and the merchant type it belongs to. */
export function CategorySheet(props: {
  row: CategoryRow | null;
  genreId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const r = props.row;
  const [name, setName] = useState(r?.name ?? '');
  const [genreId, setGenreId] = useState(r?.classify ?? props.genreId);
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, save } = useSave();
  const genres = useGenreOptions();
  const submit = async () => {
    const missing = !name.trim() ? '请输入分类名称' : !genreId ? '请选择所属类型' : null;
    setProblem(missing);
    if (missing) return;
    const body = { name: name.trim(), classify: genreId };
    if (await save(() => saveCategory(r?.id ?? null, body), r ? '修改成功' : '添加成功')) props.onDone();
  };
  return (
    <FormSheet
      visible
      title={r ? `编辑 · ${r.name}` : '添加商家分类'}
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText={r ? '保存' : '添加'}
      busy={busy}
      error={problem ?? error}
    >
      <Field label="分类名称" required>
        <Input value={name} onChange={setName} placeholder="请输入分类名称" maxLength={20} aria-label="分类名称" />
      </Field>
      <Field label="所属类型" required>
        <PickerButton
          title="所属类型"
          className="field-button"
          value={genreId || null}
          options={genres}
          onChange={setGenreId}
          placeholder="请选择所属类型"
        />
      </Field>
    </FormSheet>
  );
}
