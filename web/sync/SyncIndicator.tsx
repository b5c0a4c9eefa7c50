import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog, ErrorBlock, List, Popup, Toast } from 'antd-mobile';
import type { RejectedMutation, RowsByTable } from '../../sync/protocol/sync-state';
import type { SyncEngine } from '../../sync/protocol/engine';
import { shanghaiShort } from '../../sync/rules/common/shanghai-time';
import { meterTypeOf, readingText } from '../../sync/rules/meters/meter-rules';
import { lastSyncText } from './status';
import { useSync } from './use-sync';
import { useSyncedRead } from './use-synced';
import './sync.css';

/** The rows the rejected changes name: the meters of readings, then the rooms and their apartments. */
type NamedRows = Pick<RowsByTable, 'meters' | 'rooms' | 'apartments'>;
async function readNamedRows(engine: SyncEngine, rejected: readonly RejectedMutation[]): Promise<NamedRows> {
  const ids = (key: 'meterId' | 'houseId', list: readonly unknown[]) =>
    [
      ...new Set(list.map((a) => (a as Record<string, unknown> | null)?.[key]).filter((x) => typeof x === 'string')),
    ] as string[];
  const args = rejected.map((r) => r.mutation.args);
  const meters = (await engine.readMany('meters', ids('meterId', args))).filter((m) => m !== undefined);
  const rooms = (await engine.readMany('rooms', [...ids('houseId', args), ...meters.map((m) => m.roomId)])).filter(
    (r) => r !== undefined,
  );
  const apartments = (await engine.readMany('apartments', [...new Set(rooms.map((r) => r.apartmentId))])).filter(
    (a) => a !== undefined,
  );
  const byId = <R extends { id: string }>(rows: R[]) => Object.fromEntries(rows.map((r) => [r.id, r]));
  return { meters: byId(meters), rooms: byId(rooms), apartments: byId(apartments) };
}

/** Which room a change was for ("东湖公寓 101"; a meter reading: its meter's room), from the synced rows; empty when unknown. */
export function roomOf(m: RejectedMutation['mutation'], rows: NamedRows | null): string {
  const args = m.args as { houseId?: unknown; meterId?: unknown } | null;
  const meter = rows && typeof args?.meterId === 'string' ? rows.meters[args.meterId] : undefined;
  const houseId = meter ? meter.roomId : args?.houseId;
  const room = rows && typeof houseId === 'string' ? rows.rooms[houseId] : undefined;
  if (!room) return '';
  return `${rows!.apartments[room.apartmentId]?.name ?? ''} ${room.houseNumber}`.trim();
}

/** What a rejected change was, in words (a meter reading names its meter type when the synced rows know the meter). */
export function describeMutation(m: RejectedMutation['mutation'], rows: NamedRows | null = null): string {
  const a = (m.args ?? {}) as Record<string, unknown>;
  switch (m.name) {
    case 'room.setRemark':
      return `修改备注：${String(a.remark ?? '') || '（清空）'}`;
    case 'room.setRent':
      return a.isRent === 1 ? '设为已出租' : '设为未出租';
    case 'room.setDecoration':
      return a.isDecoration === 1 ? '锁定装修' : '解除装修锁定';
    case 'lease.sign':
      return `签约：${String(a.tenant ?? '')} ${String(a.startDate ?? '')} 至 ${String(a.endDate ?? '')}`;
    case 'room.setShow':
      return a.isShow === 1 ? '公开展示' : '取消公开展示';
    case 'meter.read': {
      const meter = rows && typeof a.meterId === 'string' ? rows.meters[a.meterId] : undefined;
      const type = meter ? meterTypeOf(meter.devType) : undefined;
      const value = typeof a.value === 'number' ? `${readingText(a.value)}${type ? ` ${type.unit}` : ''}` : '';
      return `${type?.name ?? ''}抄表：${value}`;
    }
    default:
      return m.name;
  }
}

/** The always-visible sync state (phone top bar, desktop header); tap for the rejected changes. */
export function SyncIndicator({ compact = false }: { compact?: boolean }) {
  const sync = useSync();
  const rows = useSyncedRead(
    `rejected:${sync.rejected.map((r) => r.mutation.id).join(',')}`,
    (engine) => readNamedRows(engine, sync.rejected),
    { tables: sync.rejected.length ? ['meters', 'rooms', 'apartments'] : [], keepPrevious: true },
  );
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, []);
  useEffect(() => setNow(Date.now()), [sync.lastSyncAt]);

  const state = !sync.online ? 'offline' : sync.rejected.length ? 'rejected' : sync.pendingCount ? 'pending' : 'ok';
  const text = !sync.online
    ? sync.pendingCount
      ? `离线 · ${compact ? '' : '待同步 '}${sync.pendingCount}`
      : '离线'
    : sync.syncing
      ? '同步中'
      : sync.pendingCount
        ? `${compact ? '' : '待同步 '}${sync.pendingCount}`
        : compact && sync.lastSyncAt !== null && now - sync.lastSyncAt >= 60_000
          ? lastSyncText(sync.lastSyncAt, now).replace(' 同步', '')
          : lastSyncText(sync.lastSyncAt, now);
  const label = `同步状态：${sync.online ? '在线' : '离线'}，${sync.pendingCount} 条待同步，${lastSyncText(sync.lastSyncAt, now)}${
    sync.rejected.length ? `，${sync.rejected.length} 条修改未被接受` : ''
  }`;

  const discard = async (id: string) => {
    const yes = await Dialog.confirm({
      content: '放弃后该修改将丢失，确定吗？',
      confirmText: '放弃',
      cancelText: '取消',
    });
    if (!yes) {
      Toast.show('已取消');
      return;
    }
    await sync.discard(id);
    Toast.show('已放弃');
  };
  const retry = async (id: string) => {
    const r = await sync.retry(id);
    Toast.show(r.ok ? '已重新提交' : r.reason);
  };

  /** A rejected signing back in the signing form, filled, to change the room or terms and sign again. */
  const reopen = (m: RejectedMutation['mutation']) => {
    const houseId = (m.args as { houseId?: unknown } | null)?.houseId;
    setOpen(false);
    navigate(
      `/renterRegister?${new URLSearchParams({ houseId: typeof houseId === 'string' ? houseId : '', redo: m.id })}`,
    );
  };

  return (
    <>
      <button
        type="button"
        className={`sync-badge sync-state-${state}`}
        aria-label={label}
        title={label}
        onClick={() => setOpen(true)}
      >
        <span className="sync-dot" aria-hidden />
        <span className="sync-text">{text}</span>
        {sync.rejected.length > 0 && <span className="sync-count">{sync.rejected.length}</span>}
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="sync-popup"
        showCloseButton
      >
        <div className="sync-popup-head">
          <strong>同步状态</strong>
          <span>
            {sync.online ? '在线' : '离线'} · {sync.pendingCount} 条待同步 · {lastSyncText(sync.lastSyncAt, now)}
          </span>
        </div>
        {sync.rejected.length === 0 ? (
          <ErrorBlock status="empty" title="没有未被接受的修改" description="所有修改都已同步或正在排队" />
        ) : (
          <List header="未被接受的修改">
            {sync.rejected.map((r) => (
              <List.Item
                key={r.mutation.id}
                description={
                  <>
                    <div className="sync-reason">{r.reason}</div>
                    <div>{shanghaiShort(r.mutation.clientTime)}</div>
                  </>
                }
                extra={
                  <div className="sync-actions">
                    <Button size="mini" color="primary" fill="outline" onClick={() => void retry(r.mutation.id)}>
                      重试
                    </Button>
                    {r.mutation.name === 'lease.sign' ? (
                      <Button size="mini" fill="outline" onClick={() => reopen(r.mutation)}>
                        修改后重新登记
                      </Button>
                    ) : null}
                    <Button size="mini" color="danger" fill="outline" onClick={() => void discard(r.mutation.id)}>
                      放弃
                    </Button>
                  </div>
                }
              >
                {[roomOf(r.mutation, rows), describeMutation(r.mutation, rows)].filter(Boolean).join('：')}
              </List.Item>
            ))}
          </List>
        )}
      </Popup>
    </>
  );
}
