import { useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { getSession } from '../lib/session';
import { NETWORK_MSG } from '../lib/api';

/** The file name of a download: the server's (RFC 5987 filename*), else `fallback`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const m = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (!m) return fallback;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return fallback;
  }
}

/**
 * 导出: downloads the .xlsx the server makes of the list as last queried (all pages, api/http/xlsx.ts). The request
 * carries the session like every API call; a refusal shows the server's message.
 */
export function ExportButton(props: { path: string; fallbackName: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const session = getSession();
      const res = await fetch(props.path, { headers: session ? { authorization: `Bearer ${session.token}` } : {} });
      if (!res.ok) {
        const msg = await res
          .json()
          .then((j: { msg?: string }) => j.msg)
          .catch(() => null);
        Toast.show({ icon: 'fail', content: msg ?? '导出失败' });
        return;
      }
      const blob = await res.blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = fileNameOf(res.headers.get('content-disposition'), props.fallbackName);
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      Toast.show({ icon: 'fail', content: NETWORK_MSG });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" loading={busy} onClick={() => void run()}>
      导出
    </Button>
  );
}
