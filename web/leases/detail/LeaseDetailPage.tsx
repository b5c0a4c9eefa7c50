import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, Image, Skeleton, Swiper, Tabs, Tag } from 'antd-mobile';
import type { RouteDef } from '../../../sync/product/menu';
import { formatFen } from '../../../sync/rules/common/money';
import { shanghaiDateTime } from '../../../sync/rules/common/shanghai-time';
import type { LeaseDetail } from '../../../sync/contract/leases/lease-list-shape';
import { ID_TYPES } from '../../../sync/rules/residents/resident-rules';
import { PageFrame } from '../../components/PageFrame';
import { linkTo } from '../../board/board-api';
import { CheckOutFlow } from '../../checkout/CheckOutFlow';
import { LeaseResidents } from '../../residents/LeaseResidents';
import { fetchLease, LEASES_KEY } from '../list/leases-api';
import {
  confirmLeaseAction,
  deleteLease,
  LEASE_ACTION_LABEL,
  LEASE_ACTION_ORDER,
  type LeaseActionKey,
} from '../list/lease-actions';
import { LeaseStatusTag } from '../list/LeaseStatusTag';
import { Field, Section } from './Section';
import { TenantLinkSection } from '../tenant-link/TenantLinkSection';
import { LEASE_STATUS } from '../../../sync/rules/leases/lease-status';
import { DownloadPdfButton } from '../../documents/DownloadPdfButton';
import { fetchContractPdf } from '../../documents/pdf-api';
import './lease-detail.css';

/** The links of the other two tabs (§2 routes). */
export const contractLink = (d: Pick<LeaseDetail, 'leaseId' | 'houseId'>, deleted: boolean) =>
  linkTo('/contractDetailInfo', { leaseId: d.leaseId, houseId: d.houseId, deleted: deleted ? 1 : null });
/** The contract as a PDF (/HTPdf, a standalone screen). */
const htPdfLink = (leaseId: string) => linkTo('/HTPdf', { leaseId });
export const accountLink = (d: LeaseDetail) =>
  linkTo('/accountDetail', {
    leaseId: d.leaseId,
    houseId: d.houseId,
    leaseCode: d.leaseCode,
    startTime: d.startDate,
    endTime: d.endDate,
    tenant: d.tenant,
  });

/** An amount with a note in brackets that never breaks inside a figure. */
function WithNote({ amount, note }: { amount: number; note: string }) {
  return (
    <>
      <span className="lease-nowrap">{formatFen(amount)}</span>
      {note ? <span className="lease-nowrap">（{note}）</span> : null}
    </>
  );
}

function HouseCard({ d }: { d: LeaseDetail }) {
  const h = d.house;
  return (
    <Section title="房源信息">
      {h.pictures.length ? (
        <Swiper className="lease-swiper" loop={h.pictures.length > 1} autoplay={h.pictures.length > 1}>
          {h.pictures.map((url) => (
            <Swiper.Item key={url}>
              <Image src={url} fit="cover" className="lease-swiper-img" alt={h.houseName} />
            </Swiper.Item>
          ))}
        </Swiper>
      ) : (
        <div className="lease-no-photo">暂无房源图片</div>
      )}
      <div className="lease-fields">
        <Field label="编号" value={h.serialNumber} />
        <Field label="房源" value={h.houseName} />
        <Field label="地址" value={h.address || '-'} />
        <Field label="概况" value={h.overview || '-'} wide />
        <Field label="户型" value={h.houseInfo || '-'} />
        <Field label="面积" value={h.area != null ? `${h.area}㎡` : '-'} />
        <Field label="房源类型" value={h.houseTypeText} />
        <Field label="挂牌价" value={`${formatFen(h.price)}/月`} />
      </div>
    </Section>
  );
}

/** 租约详情 (/leaseDetail?leaseId, part 2 §2.5): basic info, residents, signing info, house card, and the lease actions. */
export default function LeaseDetailPage({ route }: { route: RouteDef }) {
  const [params] = useSearchParams();
  const leaseId = params.get('leaseId') ?? '';
  const viewingDeleted = params.get('deleted') === '1';
  const navigate = useNavigate();
  const client = useQueryClient();
  const [flow, setFlow] = useState<'checkOut' | 'settle' | null>(null);
  const q = useQuery({
    queryKey: [...LEASES_KEY, 'detail', leaseId, viewingDeleted],
    queryFn: () => fetchLease(leaseId, viewingDeleted),
    enabled: !!leaseId,
  });
  const reload = () => client.invalidateQueries({ queryKey: LEASES_KEY });

  if (!leaseId)
    return (
      <PageFrame title={route.title}>
        <ErrorBlock status="empty" title="还未签订租约" description="" />
      </PageFrame>
    );
  if (q.isLoading)
    return (
      <PageFrame title={route.title}>
        <Skeleton.Paragraph lineCount={10} animated />
      </PageFrame>
    );
  if (q.isError || !q.data) {
    return (
      <PageFrame title={route.title}>
        <ErrorBlock status="default" title="加载失败" description={(q.error as Error | null)?.message ?? ''} />
      </PageFrame>
    );
  }
  const d = q.data;
  const sign = d.signList[0];
  const actions = LEASE_ACTION_ORDER.filter((k) => d.actions[k]);
  const onAction = async (a: LeaseActionKey) => {
    if (a === 'checkOut' || a === 'settle') return setFlow(a);
    if (a === 'remove') {
      if (await deleteLease(d.leaseId)) {
        await reload();
        navigate(-1);
      }
      return;
    }
    if (await confirmLeaseAction(d.leaseId)) await reload();
  };

  return (
    <PageFrame
      title={route.title}
      extra={
        actions.length ? (
          <div className="lease-detail-actions">
            {actions.map((a) => (
              <Button
                key={a}
                size="small"
                color={a === 'remove' ? 'danger' : 'primary'}
                fill={a === 'remove' ? 'outline' : 'solid'}
                onClick={() => void onAction(a)}
              >
                {LEASE_ACTION_LABEL[a]}
              </Button>
            ))}
          </div>
        ) : undefined
      }
    >
      <Tabs
        activeKey="detail"
        onChange={(k) => {
          if (k === 'contract') navigate(contractLink(d, d.deleted));
          if (k === 'accounts') navigate(accountLink(d));
        }}
      >
        <Tabs.Tab key="detail" title="租约详情" />
        <Tabs.Tab key="contract" title="查看合同" />
        {/* The bills API does not read deleted leases: no accounts tab for one (it only showed 租约不存在或无权查看). */}
        <Tabs.Tab key="accounts" title="查看账单" disabled={d.deleted} />
      </Tabs>
      {d.deleted ? <div className="lease-deleted-note">该租约已删除，仅供查看</div> : null}
      <div className="lease-detail-grid">
        <Section title="基本信息" extra={<LeaseStatusTag row={d} />}>
          <div className="lease-fields">
            <Field label="租约编号" value={d.leaseCode} />
            <Field label="租约状态" value={d.statusText} />
            <Field label="合同类型" value={d.contractTypeText} />
            <Field label="房源" value={d.houseName} />
            <Field label="承租人" value={d.tenant} />
            <Field label="手机号" value={d.phone} />
            <Field label="证件类型" value={ID_TYPES[d.idNumberType] ?? '-'} />
            <Field label="证件号码" value={d.idNumber || '-'} />
            <Field label="证件地址" value={d.idCardAddress || '-'} wide />
            <Field label="租期" value={`${d.startDate} 至 ${d.endDate}`} />
            <Field label="押金合计" value={formatFen(d.depositTotal)} />
            <Field
              label="已收押金"
              value={
                <WithNote amount={d.depositHeld} note={d.advanceHeld ? `含定金${formatFen(d.advanceHeld)}` : ''} />
              }
            />
            <Field label="居住地址" value={d.residentialAddress || '-'} wide />
            {d.checkOutDate ? <Field label="退房日期" value={d.checkOutDate} /> : null}
          </div>
        </Section>
        <section className="lease-section lease-section-full" aria-label="入住人">
          <LeaseResidents leaseId={d.leaseId} editable={!d.deleted && d.status !== LEASE_STATUS.checkedOut} />
        </section>
        {!d.deleted && d.status !== LEASE_STATUS.checkedOut ? (
          <TenantLinkSection leaseId={d.leaseId} tenant={d.tenant} />
        ) : null}
        {sign ? (
          <Section
            title="签约信息"
            extra={
              d.deleted ? undefined : (
                <div className="lease-contract-pdf">
                  <Button size="small" fill="none" color="primary" onClick={() => navigate(htPdfLink(d.leaseId))}>
                    电子合同
                  </Button>
                  <DownloadPdfButton
                    label="下载合同"
                    fileName={`租赁合同-${d.leaseCode}.pdf`}
                    fetchPdf={() => fetchContractPdf(d.leaseId)}
                  />
                </div>
              )
            }
          >
            <div className="lease-fields">
              <Field label="合同类型" value={sign.contractTypeText} />
              <Field label="租金" value={`${formatFen(sign.rentCost)}/月`} />
              <Field
                label="押金"
                value={
                  <WithNote
                    amount={sign.depositCost + sign.depositAdvance}
                    note={sign.depositAdvance ? `其中定金抵扣${formatFen(sign.depositAdvance)}` : ''}
                  />
                }
              />
              <Field
                label="付款方式"
                value={sign.deposit ? `押${sign.deposit}付${sign.payment}` : `自定义押金 付${sign.payment}`}
              />
              <Field label="首期应收" value={formatFen(sign.firstTotal)} />
              <Field label="首期收款日" value={sign.firstReceivableDate ?? '-'} />
              <Field label="签约时间" value={shanghaiDateTime(sign.signTime).slice(0, 16)} />
              <Field label="签约人" value={sign.creatorName || '-'} />
              {sign.effectiveAt ? (
                <Field label="生效时间" value={shanghaiDateTime(sign.effectiveAt).slice(0, 16)} />
              ) : null}
              <Field label="备注" value={sign.remark || '-'} wide />
            </div>
            {sign.otherCost.length ? (
              <div className="lease-other-costs">
                <div className="lease-sub-title">其他费用</div>
                {sign.otherCost.map((c, i) => (
                  <div key={`${c.name}-${i}`} className="lease-other-cost">
                    <span>{c.name}</span>
                    <span>
                      {c.perPeriod
                        ? sign.payment > 1
                          ? `每月${formatFen(c.amount)}，每期${formatFen(c.periodAmount ?? c.amount)}`
                          : `每月${formatFen(c.amount)}`
                        : formatFen(c.amount)}
                      <Tag fill="outline" className="lease-fee-kind">
                        {c.perPeriod ? '每期' : '一次性'}
                      </Tag>
                    </span>
                  </div>
                ))}
              </div>
            ) : null}
          </Section>
        ) : null}
        <HouseCard d={d} />
      </div>
      {flow ? (
        <CheckOutFlow
          key={flow}
          leaseId={d.leaseId}
          mode={flow}
          onClose={() => setFlow(null)}
          onDone={() => {
            setFlow(null);
            void reload();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
