import { useQueryClient } from '@tanstack/react-query';
import { profileQuery } from '../shell/account-queries';
import { useSave } from '../components/list';
import { PERSONAL_KEY, updateProfile } from './personal-api';
import type { ProfileInput } from '../../sync/contract/personal/personal';

/** Saves the nickname and avatar ('修改成功'); the shell's profile and the personal centre read them again. */
export function useProfileSave() {
  const client = useQueryClient();
  const { busy, error, save } = useSave();
  const run = async (input: ProfileInput) => {
    const out = await save(() => updateProfile(input), '修改成功');
    if (out) {
      await Promise.all([
        client.invalidateQueries({ queryKey: PERSONAL_KEY }),
        client.invalidateQueries({ queryKey: profileQuery.queryKey }),
      ]);
    }
    return out;
  };
  return { busy, error, run };
}
