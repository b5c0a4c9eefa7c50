import { ErrorBlock } from 'antd-mobile';
import { TENANT_MSG } from '../../sync/rules/tenant/tenant-link';

/** The tenant page without a working link: revoked, expired, the lease ended, or never opened from one. */
export function DeadLink() {
  return (
    <div className="tenant-dead">
      <ErrorBlock
        status="disconnected"
        title={TENANT_MSG.dead}
        description="租客页面只能通过管家发给您的专属链接或二维码打开"
      />
    </div>
  );
}
