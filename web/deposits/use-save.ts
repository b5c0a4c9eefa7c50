import { useState } from 'react';
import { runSave } from '../settings/shared';

/** A form's submit: `busy` while the call runs; the success Toast `msg` or the failure's message (runSave). */
export function useSave() {
  const [busy, setBusy] = useState(false);
  const save = async <T>(call: () => Promise<T>, msg: string): Promise<T | undefined> => {
    setBusy(true);
    try {
      return await runSave(call, msg);
    } finally {
      setBusy(false);
    }
  };
  return { busy, save };
}
