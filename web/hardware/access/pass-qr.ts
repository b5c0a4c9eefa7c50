import { Toast } from 'antd-mobile';
import QRCode from 'qrcode';
import type { PassRow } from '../../../sync/contract/hardware/access-passes';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';

/** The pass's QR code as a PNG data URL (large enough to scan from another phone's screen). */
export const passQrUrl = (payload: string) =>
  QRCode.toDataURL(payload, { width: 320, margin: 2, errorCorrectionLevel: 'M' });

/** The pass's window as people read it. */
export const passWindow = (p: Pick<PassRow, 'validFrom' | 'validTo'>) =>
  `${shanghaiMinute(p.validFrom)} 至 ${shanghaiMinute(p.validTo)}`;

const fileName = (p: PassRow) => `访客通行-${p.visitorName}-${p.passId.slice(-6)}.png`;

/** 保存图片: downloads the QR code as a PNG. */
export function savePassImage(p: PassRow, url: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName(p);
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/**
 * 分享: the system share sheet with the QR image (or its text where files cannot be shared); without one, the pass's
 * text is copied for pasting into a chat.
 */
export async function sharePass(p: PassRow, url: string) {
  const text = `${p.apartmentName} 访客通行码（${passWindow(p)}）：${p.payload}`;
  if (typeof navigator.share === 'function') {
    const blob = await (await fetch(url)).blob();
    const file = new File([blob], fileName(p), { type: 'image/png' });
    const withFile = navigator.canShare?.({ files: [file] }) ? { files: [file] } : {};
    try {
      await navigator.share({ title: '访客通行码', text, ...withFile });
    } catch (e) {
      if ((e as Error).name !== 'AbortError') Toast.show({ icon: 'fail', content: '分享失败，请保存图片后发送' });
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(text);
    Toast.show({ icon: 'success', content: '已复制通行码，可粘贴发送给访客' });
  } catch {
    Toast.show({ icon: 'fail', content: '复制失败，请保存图片后发送' });
  }
}
