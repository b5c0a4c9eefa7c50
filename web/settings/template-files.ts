import { Toast } from 'antd-mobile';
import { getSession } from '../lib/session';
import { NETWORK_MSG } from '../lib/api';
import { SETTINGS_MSG } from '../../sync/rules/settings/settings';

export interface UploadedTemplateFile {
  fileId: string;
  url: string;
  mime: string;
  fileName: string;
}

const authHeaders = (): Record<string, string> => {
  const s = getSession();
  return s ? { authorization: `Bearer ${s.token}` } : {};
};

/** Uploads a contract template file (PDF/DOCX ≤ 10 MB, checked again by the server by its content). */
export async function uploadTemplateFile(file: File): Promise<UploadedTemplateFile | null> {
  if (file.size > 10 * 1024 * 1024) {
    Toast.show({ icon: 'fail', content: SETTINGS_MSG.templateFileTooLarge });
    return null;
  }
  const body = new FormData();
  body.append('file', file);
  try {
    const res = await fetch('/api/settings/contract-templates/file', { method: 'POST', body, headers: authHeaders() });
    const env = await res.json().catch(() => null);
    if (!res.ok || env?.code !== 200) {
      Toast.show({ icon: 'fail', content: env?.msg ?? NETWORK_MSG });
      return null;
    }
    return env.data as UploadedTemplateFile;
  } catch {
    Toast.show({ icon: 'fail', content: NETWORK_MSG });
    return null;
  }
}

/** Downloads a stored template file under its original name. */
export async function downloadTemplateFile(url: string, fileName: string) {
  try {
    const res = await fetch(url, { headers: authHeaders() });
    if (!res.ok) {
      const env = await res.json().catch(() => null);
      Toast.show({ icon: 'fail', content: env?.msg ?? '文件下载失败' });
      return;
    }
    const href = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = href;
    a.download = fileName || '合同模板';
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  } catch {
    Toast.show({ icon: 'fail', content: NETWORK_MSG });
  }
}

/** Preview: a PDF opens in a new tab (the file address accepts the session cookie); a DOCX is downloaded. */
export function previewTemplateFile(url: string, mime: string, fileName: string) {
  if (mime === 'application/pdf') window.open(url, '_blank', 'noopener');
  else void downloadTemplateFile(url, fileName);
}
