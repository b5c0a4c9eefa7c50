import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd-mobile';
import { confirmThen } from '../../components/form/confirm';
import { toastFailure } from '../../components/form/errors';
import { shanghaiDateTime } from '../../../sync/rules/common/shanghai-time';
import { TENANT_MSG } from '../../../sync/rules/tenant/tenant-link';
import type { IssuedTenantLink } from '../../../sync/contract/tenant/tenant-link';
import { Field, Section } from '../detail/Section';
import { TenantLinkSheet } from './TenantLinkSheet';
import { fetchTenantLink, issueTenantLink, revokeTenantLink, tenantLinkKey } from './tenant-link-api';
import './tenant-link.css';

const minute = (ms: number) => shanghaiDateTime(ms).slice(0, 16);

/**
 * 租客链接 of a lease (issue 19.1): 发放租客链接 shows the link and its QR code once; the status (发放时间, 最近使用,
 * 失效时间); 重新生成 and 撤销 after a confirmation. On the lease detail and the signing success step.
 */
export function TenantLinkSection(props: { leaseId: string; tenant: string; title?: string }) {
  const { leaseId } = props;
  const client = useQueryClient();
  const q = useQuery({ queryKey: tenantLinkKey(leaseId), queryFn: () => fetchTenantLink(leaseId) });
  const [issued, setIssued] = useState<IssuedTenantLink | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = () => client.invalidateQueries({ queryKey: tenantLinkKey(leaseId) });

  const issueNow = async () => {
    setIssued(await issueTenantLink(leaseId));
    await reload();
  };
  const issue = async () => {
    setBusy(true);
    try {
      await issueNow();
    } catch (e) {
      toastFailure(e);
    } finally {
      setBusy(false);
    }
  };
  const reissue = () =>
    void confirmThen({
      what: props.tenant,
      message: '重新生成后，原链接将立即失效，确定要重新生成吗？',
      run: issueNow,
      done: TENANT_MSG.issued,
    });
  const revoke = () =>
    void confirmThen({
      what: props.tenant,
      message: '撤销后租客将无法再打开租客页面，确定要撤销吗？',
      danger: true,
      confirmText: '撤销',
      run: async () => {
        await revokeTenantLink(leaseId);
        await reload();
      },
      done: TENANT_MSG.revoked,
    });

  const s = q.data;
  return (
    <Section title={props.title ?? '租客链接'}>
      {q.isPending ? (
        <Skeleton.Paragraph lineCount={2} animated />
      ) : s ? (
        <>
          <div className="lease-fields">
            <Field label="发放时间" value={`${minute(s.issuedAt)}${s.issuedByName ? ` · ${s.issuedByName}` : ''}`} />
            <Field label="最近使用" value={s.lastUsedAt ? minute(s.lastUsedAt) : '未使用'} />
            <Field label="失效时间" value={minute(s.expiresAt - 1000)} />
          </div>
          <div className="tenant-link-actions">
            <Button size="small" color="primary" fill="outline" loading={busy} onClick={reissue}>
              重新生成
            </Button>
            <Button size="small" color="danger" fill="outline" onClick={revoke}>
              撤销
            </Button>
          </div>
        </>
      ) : (
        <div className="tenant-link-empty">
          <span>租客凭专属链接查看租约、缴纳账单、报修与查看公告，无需密码。</span>
          <Button size="small" color="primary" loading={busy} onClick={() => void issue()}>
            发放租客链接
          </Button>
        </div>
      )}
      <TenantLinkSheet link={issued} tenant={props.tenant} onClose={() => setIssued(null)} />
    </Section>
  );
}
