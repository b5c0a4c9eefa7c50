import { useEffect, useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import type { PassRow } from '../../../sync/contract/hardware/access-passes';
import { FormSheet } from '../../components/list';
import { passQrUrl, passWindow, savePassImage, sharePass } from './pass-qr';

/**
 * A visitor pass's QR code (the door units scan it), its window, 保存图片 and 分享. The payload is also on the image's
 * `data-payload` for checks that scan it without a camera.
 */
export function PassQrSheet(props: { pass: PassRow | null; onClose: () => void }) {
  const pass = props.pass;
  const [url, setUrl] = useState('');
  useEffect(() => {
    let live = true;
    setUrl('');
    if (pass?.payload)
      passQrUrl(pass.payload)
        .then((u) => live && setUrl(u))
        .catch(() => live && setUrl(''));
    return () => {
      live = false;
    };
  }, [pass?.payload]);

  return (
    <FormSheet
      visible={!!pass}
      title={pass ? `访客通行码 · ${pass.visitorName}` : '访客通行码'}
      onClose={props.onClose}
    >
      {pass ? (
        <div className="access-qr">
          {url ? (
            <img
              src={url}
              alt={`${pass.visitorName}的访客通行码`}
              width={240}
              height={240}
              data-payload={pass.payload}
            />
          ) : (
            <div className="access-qr-wait">
              <DotLoading />
            </div>
          )}
          <div className="access-qr-place">{pass.apartmentName} · 公共门禁</div>
          <div className="access-qr-window">有效期 {passWindow(pass)}</div>
          <div className="access-qr-actions">
            <Button size="small" disabled={!url} onClick={() => savePassImage(pass, url)}>
              保存图片
            </Button>
            <Button size="small" color="primary" disabled={!url} onClick={() => void sharePass(pass, url)}>
              分享
            </Button>
          </div>
        </div>
      ) : null}
    </FormSheet>
  );
}
