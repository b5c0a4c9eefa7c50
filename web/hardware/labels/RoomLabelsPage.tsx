import { useEffect, useState } from 'react';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import QRCode from 'qrcode';
import type { RouteDef } from '../../../sync/product/menu';
import { PageFrame } from '../../components/PageFrame';
import { ApartmentPicker } from '../../components/ApartmentPicker';
import { useApartmentDetail } from '../../houses/api';
import { roomLink } from './room-link';
import './labels.css';

type Label = { houseId: string; text: string; link: string };

/** One label: the room's QR code (its link) and its name under it. */
function LabelCard({ label }: { label: Label }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(label.link, { width: 220, margin: 1, errorCorrectionLevel: 'M' }).then((url) => {
      if (live) setSrc(url);
    });
    return () => {
      live = false;
    };
  }, [label.link]);
  return (
    <figure className="room-label" data-link={label.link}>
      {src ? <img src={src} alt={`${label.text} 二维码`} /> : <div className="room-label-wait" />}
      <figcaption>{label.text}</figcaption>
    </figure>
  );
}

/**
 * 房间标签 (issue 18.3): QR labels for an apartment's rooms, a floor at a time or all, laid out on A4 sheets (24 a
 * page) to print and stick by each door. Scanning one on a phone opens that room on the board with its actions.
 */
export default function RoomLabelsPage({ route }: { route: RouteDef }) {
  const [params, setParams] = useSearchParams();
  const apartmentId = params.get('apartmentId');
  const floor = params.get('floor') ?? '';
  const detail = useApartmentDetail(apartmentId);
  const set = (patch: Record<string, string>) =>
    setParams({ ...Object.fromEntries(params), ...patch }, { replace: true });
  const floors = detail.data?.floorData ?? [];
  const labels: Label[] = floors
    .filter((f) => floor === '' || String(f.floor) === floor)
    .flatMap((f) =>
      f.houses.map((h) => ({
        houseId: h.houseId,
        text: `${detail.data!.name} ${f.floor}层 ${h.houseNumber}`,
        link: roomLink(window.location.origin, apartmentId!, h.houseId),
      })),
    );
  return (
    <PageFrame
      title={route.title}
      extra={
        <Button size="small" color="primary" disabled={!labels.length} onClick={() => window.print()}>
          打印标签
        </Button>
      }
    >
      <div className="room-labels-bar">
        <ApartmentPicker value={apartmentId} onChange={(id) => set({ apartmentId: id, floor: '' })} />
        <select
          className="desktop-select"
          aria-label="楼层"
          value={floor}
          disabled={!floors.length}
          onChange={(e) => set({ floor: e.target.value })}
        >
          <option value="">全部楼层</option>
          {floors.map((f) => (
            <option key={f.floorId} value={String(f.floor)}>
              {f.floor}层（{f.houses.length}间）
            </option>
          ))}
        </select>
        {labels.length ? <span className="room-labels-count">共 {labels.length} 张，每张 A4 24 个</span> : null}
      </div>
      {!apartmentId ? (
        <ErrorBlock status="empty" title="请先选择公寓" description="选择公寓和楼层后生成房间二维码标签" />
      ) : detail.isLoading ? (
        <Skeleton.Paragraph lineCount={6} animated />
      ) : detail.isError ? (
        <ErrorBlock status="default" title="加载失败" description={(detail.error as Error).message}>
          <Button size="small" onClick={() => void detail.refetch()}>
            重试
          </Button>
        </ErrorBlock>
      ) : !labels.length ? (
        <ErrorBlock status="empty" title="暂无房间" />
      ) : (
        <section className="room-labels" aria-label="房间标签">
          {labels.map((l) => (
            <LabelCard key={l.houseId} label={l} />
          ))}
        </section>
      )}
    </PageFrame>
  );
}
