import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { FormSheet } from '../../components/list';
import { TenantLinkSection } from './TenantLinkSection';

/**
 * The signing's success step (/renterRegister, a lease the server accepted): 签约成功, 发放租客链接 for the tenant's
 * phone, then 查看租约 or 完成 (back where the signing started).
 */
export function SignedStep(props: { signed: { leaseId: string; tenant: string } | null; onDone: () => void }) {
  const navigate = useNavigate();
  const { signed } = props;
  return (
    <FormSheet visible={signed !== null} title="签约成功" onClose={props.onDone}>
      {signed ? (
        <div className="tenant-link-sheet">
          <Result status="success" title="签约成功" description={`承租人 ${signed.tenant}`} />
          <TenantLinkSection leaseId={signed.leaseId} tenant={signed.tenant} title="发放租客链接" />
          <div className="tenant-link-actions">
            <Button block onClick={() => navigate(`/leaseDetail?leaseId=${signed.leaseId}`, { replace: true })}>
              查看租约
            </Button>
            <Button block color="primary" onClick={props.onDone}>
              完成
            </Button>
          </div>
        </div>
      ) : null}
    </FormSheet>
  );
}
