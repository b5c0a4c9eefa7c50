import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Dialog, ErrorBlock, Skeleton, Tag, Toast } from 'antd-mobile';
import { CameraOutline } from 'antd-mobile-icons';
import { METER_MSG, readingText } from '../../sync/rules/meters/meter-rules';
import { ApartmentPicker } from '../components/ApartmentPicker';
import { useApartments } from '../components/apartments';
import { useLocalApartments } from '../board/local-board';
import { kickSync, useSync } from '../sync/use-sync';
import { useApartmentRows } from '../sync/use-synced';
import { FloorOverview } from './FloorOverview';
import { Keypad } from './Keypad';
import { typeShort } from './meter-labels';
import { refreshSmartMeter, useReceiptDay } from './meters-api';
import { online, useFloorTenants } from './use-floor-tenants';
import { useDialPhotos } from './use-dial-photos';
import { saveWalkRoom } from './walk-save';
import { WalkMeterCard } from './WalkMeterCard';
import { OpenDoorButton } from '../hardware/open/OpenDoorButton';
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
} from './walk-model';

const addTo = (id: string) => (s: Set<string>) => new Set(s).add(id);
const without = (ids: readonly string[]) => (t: Record<string, string>) => {
  const n = { ...t };
  for (const id of ids) delete n[id];
  return n;
};

/**
 * The phone walk (/meterReading below 1024 px): floor by floor, room by room, each meter's last reading, a large
 * keypad for the new one, usage as typed, warnings, an optional photo of the dial, 保存并下一间 / 下一间, progress of
 * the floor and of the month, and a floor overview. Reads the device store and queues readings through the outbox,
 * so it works offline.
 */
export function ReadingWalk({ title }: { title: string }) {
  const sync = useSync();
  const localApartments = useLocalApartments();
  const serverApartments = useApartments();
  // The apartment chosen, else the first one (the server's, or the device's offline).
  const [picked, setPicked] = useState<string | null>(null);
  const apartmentId = picked ?? serverApartments.data?.[0]?.apartmentId ?? localApartments[0]?.apartmentId ?? null;
  // Only that apartment's floors, rooms and meters are read from the device store.
  const rows = useApartmentRows(apartmentId);
  useEffect(() => kickSync(), []);

  const receiptDay = useReceiptDay(apartmentId);
  const [readHere, setReadHere] = useState<Set<string>>(() => new Set());
  const [review, setReview] = useState<Set<string>>(() => new Set());
  const [now, setNow] = useState(() => Date.now());
  const floors = useMemo(
    () => (rows && apartmentId ? walkFloors(rows, apartmentId, now, receiptDay, readHere) : []),
    [rows, apartmentId, now, receiptDay, readHere],
  );

  // The room walked to; none yet (or not in this apartment): the first not fully read, kept as the walk goes on.
  const [houseId, setHouseId] = useState<string | null>(null);
  const pos = positionOf(floors, houseId);
  if (!pos && floors.length) setHouseId(firstUnread(floors)!.houseId);
  const floor = pos ? floors[pos.fi]! : null;
  const room = pos && floor ? floor.rooms[pos.ri]! : null;
  const tenants = useFloorTenants(apartmentId, floor?.floor ?? null);

  const [texts, setTexts] = useState<Record<string, string>>({});
  const dial = useDialPhotos();
  const [refreshed, setRefreshed] = useState<Record<string, { value: number; readAt: number }>>({});
  const [busy, setBusy] = useState(false);
  const [overview, setOverview] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  // The meter on the keypad: the one tapped (or focused by a check) in this room, else the first manual meter not
  // yet read (else the first manual one).
  const [tapped, setTapped] = useState<{ houseId: string; meterId: string } | null>(null);
  const manual = room?.meters.filter((m) => m.isAuto !== 1) ?? [];
  const active =
    tapped && tapped.houseId === room?.houseId
      ? tapped.meterId
      : ((manual.find((x) => !x.read) ?? manual[0])?.meterId ?? null);
  const setActive = (meterId: string) => {
    if (room) setTapped({ houseId: room.houseId, meterId });
  };

  const goto = (next: WalkRoom | null) => {
    if (!next) {
      Toast.show({ content: '已是最后一间' });
      return;
    }
    setHouseId(next.houseId);
    setNow(Date.now());
  };

  const save = async () => {
    if (!room || busy) return;
    const out = await saveWalkRoom({
      sync,
      room,
      texts,
      photos: dial.photos,
      focus: setActive,
      setBusy,
      saved: (m, below) => {
        setReadHere(addTo(m.meterId));
        setTexts(without([m.meterId]));
        if (below) setReview(addTo(m.meterId));
      },
    });
    if (!out) return;
    if (out === 'saved') {
      const ids = room.meters.map((m) => m.meterId);
      setTexts(without(ids));
      dial.clear(ids);
    }
    goto(nextRoom(floors, room.houseId));
  };

  const refresh = async (m: WalkMeter) => {
    if (!room) return;
    if (!online()) return void Toast.show({ content: '刷新需要网络' });
    try {
      const r = await refreshSmartMeter(room.houseId, m.devType);
      setRefreshed((x) => ({ ...x, [m.meterId]: r }));
      setReadHere(addTo(m.meterId));
      kickSync();
      if (r.review) {
        setReview(addTo(m.meterId));
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
    const photo = activeMeter ? dial.photos[activeMeter.meterId] : undefined;
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
          {/* 开门 for the room walked (a tenant unknown on the device counts as rented: the reason is asked). */}
          <OpenDoorButton roomId={room.houseId} title={`${floor.floor}层 ${room.houseNumber}`} rented={tenant !== ''} />
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
          {room.meters.map((m) => (
            <WalkMeterCard
              key={m.meterId}
              meter={m}
              active={active === m.meterId}
              text={texts[m.meterId] ?? ''}
              review={review.has(m.meterId)}
              photoUrl={dial.photos[m.meterId]?.url ?? null}
              fresh={refreshed[m.meterId] ?? null}
              onActivate={() => setActive(m.meterId)}
              onRefresh={() => void refresh(m)}
            />
          ))}
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
                void dial.take(activeMeter.meterId, e.target.files?.[0]);
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
              aria-label={photo ? '重拍表盘' : '拍摄表盘（可选）'}
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
        <FloorOverview
          visible={overview}
          floors={floors}
          here={room.houseId}
          review={review}
          onPick={(id) => {
            setHouseId(id);
            setOverview(false);
          }}
          onClose={() => setOverview(false)}
        />
      </div>
    );
  }
  return (
    <div className="page">
      <div className="page-card meter-walk-card">
        <h1 className="meter-sr-only">{title}</h1>
        <div className="meter-walk-top">
          <ApartmentPicker
            value={apartmentId}
            fallback={localApartments}
            onChange={(id) => (setPicked(id), setHouseId(null))}
          />
        </div>
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
