import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, ErrorBlock, Image, ImageViewer, Skeleton, Tabs, Tag, Toast } from 'antd-mobile';
import type { RouteDef } from '../../../sync/product/menu';
import { shanghaiDateTime } from '../../../sync/rules/common/shanghai-time';
import type { ContractInfo, LeasePictureType } from '../../../sync/contract/leases/lease-list-shape';
import { LEASE_PICTURE_MSG } from '../../../sync/rules/leases/lease-messages';
import { PageFrame } from '../../components/PageFrame';
import { ImageUpload } from '../../components/ImageUpload';
import { linkTo } from '../../board/board-api';
import { addLeasePicture, fetchContract, fetchContractText, LEASES_KEY, removeLeasePicture } from '../list/leases-api';
import { Field, Section } from './Section';
import './lease-detail.css';

/** The three picture groups of §2.6, with their limits (§5: 3 ID photos). */
const GROUPS: { type: LeasePictureType; title: string; max: number }[] = [
  { type: 2, title: '合同图片', max: 20 },
  { type: 1, title: '证件照片', max: 3 },
  { type: 0, title: '其他照片', max: 20 },
];

function PictureGroup(props: {
  info: ContractInfo;
  type: LeasePictureType;
  title: string;
  max: number;
  onChanged: () => void;
}) {
  const { info, type } = props;
  const pics = info.pictureList.filter((p) => p.type === type);
  const urls = pics.map((p) => p.picture);
  const left = props.max - pics.length;
  // The uploader is remounted after each add: the added image then shows once, in the list above.
  const [round, setRound] = useState(0);
  const remove = async (pid: string) => {
    const yes = await Dialog.confirm({
      title: '提示',
      content: '确定要删除该图片吗?',
      confirmText: '确定',
      cancelText: '取消',
    });
    if (!yes) return void Toast.show({ content: '已取消' });
    try {
      await removeLeasePicture(info.leaseId, pid);
      Toast.show({ icon: 'success', content: LEASE_PICTURE_MSG.removed });
      props.onChanged();
    } catch (e) {
      Toast.show({ icon: 'fail', content: (e as Error).message });
    }
  };
  return (
    <Section title={`${props.title}${type === 1 ? `（最多${props.max}张）` : ''}`}>
      {pics.length ? (
        <div className="lease-pictures">
          {pics.map((p, i) => (
            <div key={p.pid} className="lease-picture">
              <Image
                src={p.picture}
                fit="cover"
                alt={`${props.title}${i + 1}`}
                onClick={() => ImageViewer.Multi.show({ images: urls, defaultIndex: i })}
              />
              {info.editable && p.removable ? (
                <button
                  type="button"
                  className="lease-picture-delete"
                  aria-label="删除图片"
                  onClick={() => void remove(p.pid)}
                >
                  ✕
                </button>
              ) : null}
            </div>
          ))}
        </div>
      ) : !info.editable ? (
        <div className="muted">暂无图片</div>
      ) : null}
      {info.editable && left > 0 ? (
        <ImageUpload
          key={round}
          value={[]}
          maxCount={left}
          purpose={type === 0 ? undefined : 'personal'}
          onChange={(added) => {
            void (async () => {
              for (const url of added) {
                try {
                  await addLeasePicture(info.leaseId, url, type);
                  Toast.show({ icon: 'success', content: LEASE_PICTURE_MSG.added });
                } catch (e) {
                  Toast.show({ icon: 'fail', content: (e as Error).message });
                }
              }
              setRound((r) => r + 1);
              props.onChanged();
            })();
          }}
        />
      ) : null}
    </Section>
  );
}

/** The contract's text on request (it is long): numbered with the lease code, its figures those of the bills. */
function ContractText({ leaseId }: { leaseId: string }) {
  const [open, setOpen] = useState(false);
  const q = useQuery({
    queryKey: [...LEASES_KEY, 'contract-text', leaseId],
    queryFn: () => fetchContractText(leaseId),
    enabled: open,
  });
  return (
    <Section
      title="合同文本"
      extra={
        <Button size="mini" onClick={() => setOpen((o) => !o)}>
          {open ? '收起' : '查看合同文本'}
        </Button>
      }
    >
      {!open ? (
        <div className="lease-contract-hint">合同编号即租约编号；合同中的租金、押金与费用与账单一致。</div>
      ) : q.isLoading ? (
        <Skeleton.Paragraph lineCount={6} animated />
      ) : q.isError || !q.data ? (
        <ErrorBlock status="default" title="加载失败" description={(q.error as Error | null)?.message ?? ''} />
      ) : (
        <>
          {q.data.signed ? <div className="lease-contract-hint">以下为租客电子签署的合同原文。</div> : null}
          <pre className="lease-contract-text" aria-label="合同文本">
            {q.data.plainText}
          </pre>
        </>
      )}
    </Section>
  );
}

/** 合同详情 (/contractDetailInfo?leaseId, part 2 §2.6): contract type, period, contract images and ID photos. */
export default function ContractDetailPage({ route }: { route: RouteDef }) {
  const [params] = useSearchParams();
  const leaseId = params.get('leaseId') ?? '';
  const deleted = params.get('deleted') === '1';
  const navigate = useNavigate();
  const client = useQueryClient();
  const q = useQuery({
    queryKey: [...LEASES_KEY, 'contract', leaseId, deleted],
    queryFn: () => fetchContract(leaseId, deleted),
    enabled: !!leaseId,
  });
  const reload = () => void client.invalidateQueries({ queryKey: [...LEASES_KEY, 'contract', leaseId] });

  const info = q.data;
  if (!leaseId)
    return (
      <PageFrame title={route.title}>
        <ErrorBlock status="empty" title="还未签订租约" description="" />
      </PageFrame>
    );
  return (
    <PageFrame title={route.title}>
      <Tabs
        activeKey="contract"
        onChange={(k) => {
          if (k === 'detail') navigate(linkTo('/leaseDetail', { leaseId, deleted: deleted ? 1 : null }));
          if (k === 'accounts' && info) {
            navigate(
              linkTo('/accountDetail', {
                leaseId,
                houseId: info.houseId,
                leaseCode: info.leaseCode,
                startTime: info.startTime,
                endTime: info.endTime,
                tenant: info.tenant,
              }),
            );
          }
        }}
      >
        <Tabs.Tab key="detail" title="租约详情" />
        <Tabs.Tab key="contract" title="查看合同" />
        {/* The bills API does not read deleted leases: no accounts tab for one (it only showed 租约不存在或无权查看). */}
        <Tabs.Tab key="accounts" title="查看账单" disabled={deleted} />
      </Tabs>
      {q.isLoading ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : q.isError || !info ? (
        <ErrorBlock status="default" title="加载失败" description={(q.error as Error | null)?.message ?? ''} />
      ) : (
        <div className="lease-detail-grid">
          <Section title="合同信息">
            <div className="lease-fields">
              <Field label="房源" value={info.houseName} />
              <Field label="租约编号" value={info.leaseCode} />
              <Field label="合同类型" value={info.contractTypeText} />
              <Field label="租期" value={`${info.startTime} 至 ${info.endTime}`} />
              {info.verify ? (
                <Field
                  label="合同校验"
                  value={
                    <span className="lease-verify">
                      {info.verify.intact ? (
                        <Tag color="success">合同完整，与签署时一致</Tag>
                      ) : (
                        <Tag color="danger">合同内容已被改动，与签署时不一致</Tag>
                      )}{' '}
                      签署于 {shanghaiDateTime(info.verify.signedAt).slice(0, 16)}
                    </span>
                  }
                  wide
                />
              ) : null}
            </div>
            {!info.editable ? <div className="lease-deleted-note">该租约已删除，仅供查看</div> : null}
          </Section>
          {info.editable ? <ContractText leaseId={leaseId} /> : null}
          {GROUPS.map((g) => (
            <PictureGroup key={g.type} info={info} type={g.type} title={g.title} max={g.max} onChanged={reload} />
          ))}
        </div>
      )}
    </PageFrame>
  );
}
