import { useEffect, useState } from 'react';
import { DotLoading } from 'antd-mobile';
import QRCode from 'qrcode';

/** The QR image of a text (a payment's code URL, a tenant's link), drawn by the qrcode package as a data URL. */
export function QrImage({ text, alt, className }: { text: string; alt: string; className?: string }) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(text, { width: 240, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(''));
    return () => {
      live = false;
    };
  }, [text]);
  return src ? <img className={className} src={src} alt={alt} width={240} height={240} /> : <DotLoading />;
}
