import { useState } from 'react';
import { Input } from 'antd-mobile';
import { Field, FormSheet } from '../components/list';
import { PERSONAL_MSG, type PersonalProfile } from '../../sync/contract/personal/personal';
import { useProfileSave } from './profile-save';

/** 修改昵称: the nickname (1–20 characters, '请输入昵称'), the avatar kept. */
export function NicknameSheet(props: { profile: PersonalProfile; onClose: () => void }) {
  const [nickname, setNickname] = useState(props.profile.nickname);
  const { busy, error, run } = useProfileSave();
  const [local, setLocal] = useState<string | null>(null);
  const submit = async () => {
    if (!nickname.trim()) return setLocal(PERSONAL_MSG.nicknameRequired);
    setLocal(null);
    if (await run({ nickname: nickname.trim(), picture: props.profile.picture })) props.onClose();
  };
  return (
    <FormSheet
      visible
      title="修改昵称"
      onClose={props.onClose}
      onConfirm={() => void submit()}
      busy={busy}
      error={local ?? error}
    >
      <Field label="昵称" required>
        <Input value={nickname} onChange={setNickname} maxLength={20} placeholder="请输入昵称" clearable autoFocus />
      </Field>
    </FormSheet>
  );
}
