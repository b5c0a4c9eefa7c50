import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, ErrorBlock, Popup, Skeleton, Tag, Toast } from 'antd-mobile';
import { CameraOutline } from 'antd-mobile-icons';
import {
  MAX_READING,
  METER_MSG,
  meterTypeOf,
  parseReading,
  readingText,
  readingWarnings,
  usageFromBase,
  METER_ONLINE,
} from '../../sync/rules/meters/meter-rules';
import { shanghaiShort } from '../../sync/rules/common/shanghai-time';
import { ApartmentPicker } from '../components/ApartmentPicker';
import { useApartments } from '../components/apartments';
import { useLocalApartments } from '../board/local-board';
import { fileToJpeg } from '../leases/id-capture/encode';
import { kickSync, useSync, useSyncRows } from '../sync/use-sync';
import { Keypad } from './Keypad';
import { fetchMeterRows, refreshSmartMeter, useReceiptDay, type MeterRoomRow } from './meters-api';
import { queueReading } from './record';
import {
  firstUnread,
  floorProgress,
  monthProgress,
  nextRoom,
  positionOf,
  roomRead,
  walkFloors,
  type WalkMeter,
  type WalkRoom,
  type WalkRows,
} from './walk-model';

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;
const typeShort = (devType: number) => meterTypeOf(devType)?.short ?? '其他';
const unitOf = (devType: number) => meterTypeOf(devType)?.unit ?? '';

/** The tenants of a floor's rooms, from the server when reachable (the device store does not carry tenants). */
function useFloorTenants(apartmentId: string | null, floor: number | null): Map<string, string> {
  const q = useQuery({
    queryKey: ['meters', 'floor-tenants', apartmentId, floor],
    queryFn: async () => {
      const out: MeterRoomRow[] = [];
      for (let current = 1; current <= 5; current++) {
        const page = await fetchMeterRows({ apartmentId: apartmentId!, floor, current });
        out.push(...page.records);
        if (current >= page.pages) break;
      }
      return out;
    },
    enabled: !!apartmentId && floor !== null && online(),
    retry: false,
    staleTime: 5 * 60_000,
  });
  return useMemo(() => new Map((q.data ?? []).map((r) => [r.houseId, r.tenant])), [q.data]);
}

interface Photo {
  blob: Blob;
  url: string;
}

/**
 * The phone walk (/meterReading below 1024 px): floor by floor, room by room, each meter's last reading, a large
 * keypad for the new one, usage as typed, warnings, an optional photo of the dial, 保存并下一间 / 下一间, progress of
 * the floor and of the month, and a floor overview. Reads the device store and queues readings through the outbox,
 * so it works offline.
 */
export function ReadingWalk({ title }: { title: string }) {
  const sync = useSync();
  const rows = useSyncRows() as (WalkRows & object) | null;
  const localApartments = useLocalApartments();
  const serverApartments = useApartments();
  const [apartmentId, setApartmentId] = useState<string | null>(null);
  const firstApartment = serverApartments.data?.[0]?.apartmentId ?? localApartments[0]?.apartmentId ?? null;
  useEffect(() => {
    if (!apartmentId && firstApartment) setApartmentId(firstApartment);
  }, [apartmentId, firstApartment]);
  useEffect(() => kickSync(), []);

  const receiptDay = useReceiptDay(apartmentId);
  const [readHere, setReadHere] = useState<Set<string>>(() => new Set());
  const [review, setReview] = useState<Set<string>>(() => new Set());
  const [now, setNow] = useState(() => Date.now());
  const floors = useMemo(
    () => (rows && apartmentId ? walkFloors(rows, apartmentId, now, receiptDay, readHere) : []),
    [rows, apartmentId, now, receiptDay, readHere],
  );

  const [houseId, setHouseId] = useState<string | null>(null);
  const pos = positionOf(floors, houseId);
  useEffect(() => {
    if (!pos && floors.length) setHouseId(firstUnread(floors)?.houseId ?? null);
  }, [pos, floors]);
  const floor = pos ? floors[pos.fi]! : null;
  const room = pos && floor ? floor.rooms[pos.ri]! : null;
  const tenants = useFloorTenants(apartmentId, floor?.floor ?? null);

  const [texts, setTexts] = useState<Record<string, string>>({});
  const [active, setActive] = useState<string | null>(null);
  const [photos, setPhotos] = useState<Record<string, Photo>>({});
  const [refreshed, setRefreshed] = useState<Record<string, { value: number; readAt: number }>>({});
  const [busy, setBusy] = useState(false);
  const [overview, setOverview] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  // Entering a room: the first manual meter not yet read (else the first manual one) takes the keypad.
  const manual = room?.meters.filter((m) => m.isAuto !== 1) ?? [];
  useEffect(() => {
    if (!room) return setActive(null);
    const m = manual.find((x) => !x.read) ?? manual[0] ?? null;
    setActive(m?.meterId ?? null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [room?.houseId]);

  const photosRef = useRef(photos);
  photosRef.current = photos;
  useEffect(() => () => Object.values(photosRef.current).forEach((p) => URL.revokeObjectURL(p.url)), []);

  const goto = (next: WalkRoom | null) => {
    if (!next) {
      Toast.show({ content: '已是最后一间' });
      return;
    }
    setHouseId(next.houseId);
    setNow(Date.now());
  };

  const clearRoom = (r: WalkRoom) => {
    setTexts((t) => {
      const n = { ...t };
      for (const m of r.meters) delete n[m.meterId];
      return n;
    });
    setPhotos((p) => {
      const n = { ...p };
      for (const m of r.meters) {
        if (n[m.meterId]) URL.revokeObjectURL(n[m.meterId]!.url);
        delete n[m.meterId];
      }
      return n;
    });
  };

  const save = async () => {
    if (!room || busy) return;
    const entries: { meter: WalkMeter; value: number }[] = [];
    for (const m of manual) {
      const text = texts[m.meterId] ?? '';
      if (!text) continue;
      const value = parseReading(text.endsWith('.') ? text.slice(0, -1) : text);
      if (value === null) {
        setActive(m.meterId);
        return void Toast.show({ content: `${typeShort(m.devType)}：${METER_MSG.valueInvalid}` });
      }
      if (value > MAX_READING) {
        setActive(m.meterId);
        return void Toast.show({ content: `${typeShort(m.devType)}：${METER_MSG.valueTooLarge}` });
      }
      entries.push({ meter: m, value });
    }
    if (!entries.length) {
      if (manual.some((m) => !m.read)) return void Toast.show({ content: METER_MSG.valueRequired });
      return goto(nextRoom(floors, room.houseId));
    }
    for (const e of entries) {
      const w = readingWarnings(e.meter, e.value);
      const ask = w.includes('zeroUsage') ? METER_MSG.zeroUsage : w.includes('highUsage') ? METER_MSG.highUsage : null;
      if (ask) {
        setActive(e.meter.meterId);
        const yes = await Dialog.confirm({
          title: `${room.houseNumber} ${typeShort(e.meter.devType)}`,
          content: ask,
          confirmText: '确定',
          cancelText: '取消',
        });
        if (!yes) return;
      }
    }
    setBusy(true);
    const below: string[] = [];
    try {
      for (const e of entries) {
        const photo = photos[e.meter.meterId];
        const r = await queueReading(
          sync,
          e.meter.meterId,
          e.value,
          photo ? { blob: photo.blob, name: `meter-${room.houseNumber}-${e.meter.devType}.jpg` } : null,
        );
        if (!r.ok) {
          setActive(e.meter.meterId);
          return void Dialog.alert({ title: '保存失败', content: r.reason, confirmText: '知道了' });
        }
        setReadHere((s) => new Set(s).add(e.meter.meterId));
        setTexts((t) => {
          const n = { ...t };
          delete n[e.meter.meterId];
          return n;
        });
        if (readingWarnings(e.meter, e.value).includes('belowLast')) {
          below.push(typeShort(e.meter.devType));
          setReview((s) => new Set(s).add(e.meter.meterId));
        }
      }
    } finally {
      setBusy(false);
    }
    if (below.length)
      await Dialog.alert({
        title: `${room.houseNumber} ${below.join('、')}`,
        content: METER_MSG.belowLast,
        confirmText: '知道了',
      });
    Toast.show({ icon: 'success', content: sync.online ? '已保存' : '已保存，联网后自动同步' });
    clearRoom(room);
    goto(nextRoom(floors, room.houseId));
  };

  const refresh = async (m: WalkMeter) => {
    if (!room) return;
    if (!online()) return void Toast.show({ content: '刷新需要网络' });
    try {
      const r = await refreshSmartMeter(room.houseId, m.devType);
      setRefreshed((x) => ({ ...x, [m.meterId]: r }));
      setReadHere((s) => new Set(s).add(m.meterId));
      kickSync();
      if (r.review) {
        setReview((s) => new Set(s).add(m.meterId));
        void Dialog.alert({
          title: `${room.houseNumber} ${typeShort(m.devType)}`,
          content: METER_MSG.belowLast,
          confirmText: '知道了',
        });
      } else Toast.show({ icon: 'success', content: `读数 ${readingText(r.value)}` });
    } catch {
      Toast.show({ icon: 'fail', content: METER_MSG.updateFailed });
    }
  };

  const onPhoto = async (file: File | undefined) => {
    if (!file || !active) return;
    try {
      const blob = await fileToJpeg(file);
      setPhotos((p) => {
        if (p[active]) URL.revokeObjectURL(p[active]!.url);
        return { ...p, [active]: { blob, url: URL.createObjectURL(blob) } };
      });
    } catch {
      Toast.show({ icon: 'fail', content: '照片读取失败' });
    }
  };

  const picker = (
    <ApartmentPicker
      value={apartmentId}
      fallback={localApartments}
      onChange={(id) => (setApartmentId(id), setHouseId(null))}
    />
  );
  const month = monthProgress(floors);
  const fp = floor ? floorProgress(floor) : null;

  let body;
  if (!rows) {
    body = <Skeleton.Paragraph lineCount={8} animated />;
  } else if (!rows.meters) {
    body = <ErrorBlock status="default" title="抄表数据尚未同步到本机" description="请联网后稍候再试" />;
  } else if (!apartmentId) {
    body = <ErrorBlock status="empty" title="暂无公寓" description="请先选择公寓" />;
  } else if (!floors.length || !room || !floor) {
    body = <ErrorBlock status="empty" title="暂无水电表" description="该公寓还没有可抄的水电表" />;
  } else {
    const activeMeter = room.meters.find((m) => m.meterId === active) ?? null;
    const tenant = tenants.get(room.houseId);
    body = (
      <div className="meter-walk">
        <div className="meter-progress">
          <span>
            {floor.floor}层 <strong>{fp!.read}</strong>/{fp!.total} 间
          </span>
          <span>
            本月已抄 <strong>{month.read}</strong> · 未抄 <strong className="meter-unread">{month.unread}</strong> 块表
          </span>
          <span className="meter-muted">抄表日 每月{receiptDay ?? 1}日</span>
        </div>
        <div className="meter-room-head">
          <span className="meter-room-no">{room.houseNumber}</span>
          <span className="meter-tenant">{tenant ? `租客 ${tenant}` : tenant === '' ? '空置' : ''}</span>
          {roomRead(room) ? (
            <Tag color="success" fill="outline">
              已抄
            </Tag>
          ) : (
            <Tag color="warning" fill="outline">
              待抄
            </Tag>
          )}
          <Button size="small" onClick={() => setOverview(true)}>
            楼层总览
          </Button>
        </div>
        <div className="meter-cards">
          {room.meters.map((m) => {
            const smart = m.isAuto === 1;
            const text = texts[m.meterId] ?? '';
            const typed = text ? parseReading(text.endsWith('.') ? text.slice(0, -1) : text) : null;
            // 上次 and 用量 as the desktop table shows them: from where the next bill starts (sync/meter-rules.ts meterBase).
            const usage = usageFromBase(m.base, typed);
            const warn = typed === null ? [] : readingWarnings(m, typed);
            const fresh = refreshed[m.meterId];
            return (
              <div
                key={m.meterId}
                className={`meter-card${active === m.meterId ? ' meter-card-active' : ''}${smart ? ' meter-card-smart' : ''}`}
                onClick={() => !smart && setActive(m.meterId)}
                role={smart ? undefined : 'button'}
                aria-label={`${typeShort(m.devType)}表`}
              >
                <div className="meter-card-head">
                  <span className={`meter-type meter-type-${m.devType}`}>{typeShort(m.devType)}</span>
                  <span className="meter-kind">
                    {smart ? `智能${m.onlineStatus === METER_ONLINE.online ? '' : '·离线'}` : '手动'}
                  </span>
                  {review.has(m.meterId) ? (
                    <Tag color="danger" fill="outline">
                      待复核
                    </Tag>
                  ) : m.read ? (
                    <Tag color="success" fill="outline">
                      本期已抄
                    </Tag>
                  ) : null}
                  {photos[m.meterId] ? (
                    <img className="meter-thumb" src={photos[m.meterId]!.url} alt="表盘照片" />
                  ) : null}
                  <span className="meter-last">
                    上次 <strong>{readingText(m.base)}</strong>
                    <span className="meter-muted">
                      {m.lastReadAt === null
                        ? ' 未抄过'
                        : m.lastValue !== m.base
                          ? ''
                          : ` ${shanghaiShort(m.lastReadAt)}`}
                    </span>
                  </span>
                </div>
                {m.lastReadAt !== null && m.lastValue !== m.base ? (
                  <div className="meter-muted meter-recent">
                    最近一次读数 {readingText(m.lastValue)} · {shanghaiShort(m.lastReadAt)}
                  </div>
                ) : null}
                {smart ? (
                  <div className="meter-card-line meter-smart-line">
                    <span>
                      当前 <strong>{fresh ? readingText(fresh.value) : readingText(m.lastValue)}</strong>
                      {fresh ? <span className="meter-muted"> · {shanghaiShort(fresh.readAt)}</span> : null}
                    </span>
                    <Button size="small" color="primary" fill="outline" onClick={() => void refresh(m)}>
                      刷新
                    </Button>
                  </div>
                ) : (
                  <>
                    <div className="meter-now-row">
                      <div className="meter-current" aria-label={`${typeShort(m.devType)}本次读数`}>
                        {text || <span className="meter-placeholder">本次读数</span>}
                      </div>
                      <div className="meter-usage">
                        用量 <strong>{usage === null ? '-' : readingText(usage)}</strong>{' '}
                        {usage === null ? '' : unitOf(m.devType)}
                      </div>
                    </div>
                    {warn.includes('belowLast') ? (
                      <div className="meter-warn">本次读数小于最近一次读数，保存后标记待复核</div>
                    ) : null}
                    {warn.includes('zeroUsage') ? <div className="meter-warn">用量为0</div> : null}
                    {warn.includes('highUsage') ? <div className="meter-warn">用量超过近期平均用量的3倍</div> : null}
                  </>
                )}
              </div>
            );
          })}
        </div>
        {activeMeter ? (
          <>
            <Keypad
              value={texts[activeMeter.meterId] ?? ''}
              onChange={(v) => setTexts((t) => ({ ...t, [activeMeter.meterId]: v }))}
              disabled={busy}
            />
            <input
              ref={fileRef}
              type="file"
              accept="image/*"
              capture="environment"
              hidden
              aria-label="表盘照片"
              onChange={(e) => {
                void onPhoto(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </>
        ) : null}
        <div className={activeMeter ? 'meter-walk-actions meter-walk-actions-photo' : 'meter-walk-actions'}>
          {activeMeter ? (
            <Button
              size="large"
              onClick={() => fileRef.current?.click()}
              aria-label={photos[activeMeter.meterId] ? '重拍表盘' : '拍摄表盘（可选）'}
            >
              <CameraOutline />
            </Button>
          ) : null}
          <Button size="large" onClick={() => goto(nextRoom(floors, room.houseId))} disabled={busy}>
            下一间
          </Button>
          <Button size="large" color="primary" loading={busy} onClick={() => void save()}>
            保存并下一间
          </Button>
        </div>
        <Popup
          visible={overview}
          onMaskClick={() => setOverview(false)}
          onClose={() => setOverview(false)}
          bodyClassName="meter-overview"
        >
          <div className="meter-overview-head">
            <h2>楼层总览</h2>
            <Button size="small" fill="none" onClick={() => setOverview(false)}>
              关闭
            </Button>
          </div>
          <div className="meter-overview-body">
            {floors.map((f) => {
              const p = floorProgress(f);
              return (
                <div key={f.floorId} className="meter-overview-floor">
                  <div className="meter-overview-floor-head">
                    {f.floor}层{' '}
                    <span className="meter-muted">
                      已抄 {p.read}/{p.total}
                    </span>
                  </div>
                  <div className="meter-overview-rooms">
                    {f.rooms.map((r) => (
                      <button
                        key={r.houseId}
                        type="button"
                        className={`meter-room-chip${roomRead(r) ? ' meter-room-chip-read' : ''}${r.houseId === room.houseId ? ' meter-room-chip-here' : ''}${r.meters.some((m) => review.has(m.meterId)) ? ' meter-room-chip-review' : ''}`}
                        onClick={() => {
                          setHouseId(r.houseId);
                          setOverview(false);
                        }}
                      >
                        {r.houseNumber}
                      </button>
                    ))}
                  </div>
                </div>
              );
            })}
          </div>
        </Popup>
      </div>
    );
  }
  return (
    <div className="page">
      <div className="page-card meter-walk-card">
        <h1 className="meter-sr-only">{title}</h1>
        <div className="meter-walk-top">{picker}</div>
        {!sync.online || sync.pendingCount > 0 ? (
          <div className="meter-offline">
            {!sync.online ? '离线模式：读数保存在本机，联网后自动同步' : `${sync.pendingCount} 条记录待同步`}
          </div>
        ) : null}
        {body}
      </div>
    </div>
  );
}
