import { Button, Toast } from 'antd-mobile';
import { FormSheet } from '../../components/list';
import { QrImage } from '../../components/QrImage';
import { shanghaiDateTime } from '../../../sync/rules/common/shanghai-time';
import type { IssuedTenantLink } from '../../../sync/contract/tenant/tenant-link';

/** Copies a text: the clipboard where the page may use it, else a selected field the user copies. */
async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    Toast.show({ icon: 'success', content: '已复制' });
  } catch {
    Toast.show({ content: '请长按链接手动复制' });
  }
}

/**
 * A tenant link just issued: its address (复制链接) and QR code for the tenant's phone. Shown once: only the link's
 * hash is kept, so a lost link is replaced by 重新生成.
 */
export function TenantLinkSheet(props: { link: IssuedTenantLink | null; tenant: string; onClose: () => void }) {
  const { link } = props;
  return (
    <FormSheet visible={link !== null} title="租客链接" onClose={props.onClose}>
      {link ? (
        <div className="tenant-link-sheet">
          <div className="form-summary">请租客用手机扫码，或把链接发给租客（{props.tenant}）</div>
          <QrImage className="tenant-link-qr" text={link.url} alt="租客链接二维码" />
          <input
            className="tenant-link-url"
            readOnly
            value={link.url}
            aria-label="链接地址"
            onFocus={(e) => e.target.select()}
          />
          <Button block color="primary" onClick={() => void copy(link.url)}>
            复制链接
          </Button>
          <div className="tenant-link-note">
            有效期至 {shanghaiDateTime(link.expiresAt - 1000).slice(0, 16)}
            。链接只显示这一次，请勿转发给他人；遗失请重新生成。
          </div>
        </div>
      ) : null}
    </FormSheet>
  );
}
