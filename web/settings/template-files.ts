import { Toast } from 'antd-mobile';
import { call, download } from '../lib/api';
import { SETTINGS_MSG } from '../../sync/rules/settings/settings';
import { settings } from '../../sync/contract/settings/settings';
import type { UploadedTemplateFile } from '../../sync/contract/settings/settings-shapes';
import { toastFailure } from '../components/list';

/** Uploads a contract template file (PDF/DOCX ≤ 10 MB, checked again by the server by its content). */
export async function uploadTemplateFile(file: File): Promise<UploadedTemplateFile | null> {
  if (file.size > 10 * 1024 * 1024) {
    Toast.show({ icon: 'fail', content: SETTINGS_MSG.templateFileTooLarge });
    return null;
  }
  const body = new FormData();
  body.append('file', file);
  try {
    return await call(settings.uploadTemplateFile, { body });
  } catch (e) {
    toastFailure(e);
    return null;
  }
}

/** Downloads a stored template file under its original name. */
export async function downloadTemplateFile(url: string, fileName: string) {
  try {
    const href = URL.createObjectURL(await download(url));
    const a = document.createElement('a');
    a.href = href;
    a.download = fileName || '合同模板';
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  } catch (e) {
    toastFailure(e);
  }
}

/** Preview: a PDF opens in a new tab (the file address accepts the session cookie); a DOCX is downloaded. */
export function previewTemplateFile(url: string, mime: string, fileName: string) {
  if (mime === 'application/pdf') window.open(url, '_blank', 'noopener');
  else void downloadTemplateFile(url, fileName);
}
