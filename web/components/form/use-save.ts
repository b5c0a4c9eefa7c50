import { useState } from 'react';
import { Toast } from 'antd-mobile';
import { errorText } from './errors';

/**
 * A form's submit: `busy` while the call runs; on success the Toast `msg` and the call's result; on failure the
 * server's Chinese message as a Toast and in `error` (FormSheet shows it above its button) and undefined — the form
 * keeps every value, so nothing typed is lost.
 */
export function useSave() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async <T>(call: () => Promise<T>, msg: string): Promise<T | undefined> => {
    setBusy(true);
    setError(null);
    try {
      const out = await call();
      Toast.show({ icon: 'success', content: msg });
      return out;
    } catch (e) {
      const text = errorText(e);
      setError(text);
      Toast.show({ icon: 'fail', content: text });
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, save };
}
