import { lazy, Suspense, useCallback, useState } from 'react';
import { ActionSheet, Dialog, TextArea, Toast } from 'antd-mobile';
import type { Action } from 'antd-mobile/es/components/action-sheet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { getSession } from '../lib/session';
import { findRoute, menuAllows } from '../../sync/product/menu';
import { STATUS, STATUS_TEXT } from '../../sync/rules/board/board-status';
import { roomActionRefusal } from '../../sync/rules/board/room-action-rules';
import { deviceOnline, mutateOnDevice } from '../sync/use-sync';
import { useSynced } from '../sync/use-synced';
import { linkTo, saveRoomToggle, type RoomToggle } from './board-api';
import { roomLocation } from '../../sync/rules/board/room-location';
import { MENU_QUERY, RoomActionMenu } from './RoomActionMenu';
import type { BoardApartment, BoardTile } from '../../sync/contract/board/board';
import { useRoomsWithKeys } from '../hardware/open/held-keys';
import type { DoorRoom } from '../hardware/open/OpenDoorSheet';

const OpenDoorSheet = lazy(() => import('../hardware/open/OpenDoorSheet').then((m) => ({ default: m.OpenDoorSheet })));

type Toggle = RoomToggle;

/** What the room's badges say, in the shape the shared rules take (the tile names its lease in effect or to confirm). */
const statusOf = (tile: BoardTile) => ({
  statuses: tile.houseStatus,
  occupied:
    tile.isRent === 1 ||
    tile.houseStatus.some(
      (s) =>
        s.statusCode === STATUS.collecting || s.statusCode === STATUS.nearExpiry || s.statusCode === STATUS.expired,
    ),
  leased: tile.leaseId !== null,
});

const canOpen = (path: string) => menuAllows(getSession()?.menuList ?? [], findRoute(path)?.perm);

/**
 * The actions of a room tile (part 1 §2.11, §4): the toggles the shared rules allow (refused ones are shown disabled
 * with the reason the server would give), the remark dialog, and the links to the screens the user may open. On a
 * phone they open in a bottom ActionSheet; from 900 px wide (desktops, large tablets) in a menu next to the tile.
 */
export function useRoomActions() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [remark, setRemark] = useState<{ tile: BoardTile; text: string } | null>(null);
  // 开门 (issue 17.5) on the rooms whose lock this device holds keys for.
  const keyRooms = useRoomsWithKeys();
  const [door, setDoor] = useState<DoorRoom | null>(null);

  // Not useSync(): the board need not draw again on every change of the sync status.
  const synced = useSynced();
  // With synced rows the change is queued on the device (optimistic, pushed by the sync loop, works offline); before
  // the first sync it goes straight to the server.
  const change = useMutation({
    networkMode: 'always', // a queued change needs no network
    mutationFn: async ({ tile, t }: { tile: BoardTile; t: Toggle }): Promise<'server' | 'queued'> => {
      if (!synced) {
        await saveRoomToggle(tile.houseId, t);
        return 'server';
      }
      const r =
        t.kind === 'remark'
          ? await mutateOnDevice('room.setRemark', { houseId: tile.houseId, remark: t.value })
          : t.kind === 'rent'
            ? await mutateOnDevice('room.setRent', { houseId: tile.houseId, isRent: t.value })
            : t.kind === 'decoration'
              ? await mutateOnDevice('room.setDecoration', { houseId: tile.houseId, isDecoration: t.value })
              : await mutateOnDevice('room.setShow', { houseId: tile.houseId, isShow: t.value });
      if (!r.ok) throw new Error(r.reason);
      return 'queued';
    },
    onSuccess: (how) => {
      const offline =
        how === 'queued' && (!deviceOnline() || (typeof navigator !== 'undefined' && navigator.onLine === false));
      Toast.show({ icon: 'success', content: offline ? '已保存，将在联网后同步' : '修改成功' });
      void qc.invalidateQueries({ queryKey: ['board'] });
    },
    onError: (e) => Toast.show({ icon: 'fail', content: (e as Error).message }),
  });

  const { mutate } = change; // stable: the room actions below are built once
  const confirmThen = useCallback(
    async (content: string, tile: BoardTile, t: Toggle) => {
      const yes = await Dialog.confirm({ title: '提示', content, confirmText: '确定', cancelText: '取消' });
      if (!yes) {
        Toast.show({ content: '已取消' });
        return;
      }
      mutate({ tile, t });
    },
    [mutate],
  );

  const [menu, setMenu] = useState<{ head: string; actions: Action[]; at: DOMRect } | null>(null);

  const open = useCallback(
    (tile: BoardTile, apartment: BoardApartment, anchor?: HTMLElement) => {
      const status = statusOf(tile);
      const main = tile.houseStatus[0].statusCode;
      const location = roomLocation(apartment.name, tile.floor, tile.houseNumber);
      const actions: Action[] = [];
      const toggle = (key: 'rent' | 'decoration' | 'show', text: string, value: 0 | 1, confirm: string) => {
        const refusal = roomActionRefusal(key, tile, status, value);
        actions.push({
          key,
          text,
          disabled: refusal !== null,
          description: refusal ?? undefined,
          onClick: () => void confirmThen(confirm, tile, { kind: key, value }),
        });
      };
      const go = (
        key: string,
        text: string,
        path: string,
        params: Record<string, string | number | null | undefined>,
      ) => {
        if (canOpen(path)) actions.push({ key, text, onClick: () => navigate(linkTo(path, params)) });
      };

      const rentTo = tile.isRent === 1 ? 0 : 1;
      toggle(
        'rent',
        rentTo ? '设为已出租' : '设为未出租',
        rentTo,
        `确定将 ${tile.houseNumber} 设为${rentTo ? '已出租' : '未出租'}吗？`,
      );
      const decoTo = tile.isDecoration === 1 ? 0 : 1;
      toggle(
        'decoration',
        decoTo ? '开启装修锁' : '关闭装修锁',
        decoTo,
        decoTo ? `开启装修锁后 ${tile.houseNumber} 将暂停出租，确定吗？` : `确定关闭 ${tile.houseNumber} 的装修锁吗？`,
      );
      const showTo = tile.isShow === 1 ? 0 : 1;
      toggle(
        'show',
        showTo ? '在对外展示中显示' : '从对外展示中隐藏',
        showTo,
        showTo ? `确定对外展示 ${tile.houseNumber} 吗？` : `隐藏后 ${tile.houseNumber} 将不再对外展示，确定吗？`,
      );
      actions.push({
        key: 'remark',
        text: tile.remark ? '修改备注' : '添加备注',
        onClick: () => setRemark({ tile, text: tile.remark }),
      });

      if (tile.type === 2 && tile.groupType === 2) {
        actions.push({
          key: 'owner',
          text: '业主信息',
          onClick: () =>
            void Dialog.alert({ title: '业主信息', content: tile.ownerName || '暂未登记业主', confirmText: '知道了' }),
        });
        go('editOwner', '编辑业主', '/editOwnerInfo', { houseId: tile.houseId, apartmentId: apartment.apartmentId });
      }
      if (keyRooms.has(tile.houseId))
        actions.push({
          key: 'openDoor',
          text: '开门',
          onClick: () => setDoor({ roomId: tile.houseId, title: location, rented: status.occupied || status.leased }),
        });
      go('bookingList', '租约列表', '/bookingList', {
        houseId: tile.houseId,
        houseNumber: tile.houseNumber,
        location,
        statusCode: main,
        templateName: tile.templateName,
      });
      // Free rooms, and rooms rented by flag without a lease (待登记: the lease registers the tenant and replaces the flag).
      const toRegister = tile.houseStatus.some((s) => s.statusCode === STATUS.unregistered);
      if (tile.isDecoration !== 1 && (toRegister || main === STATUS.vacant || main === STATUS.reserved)) {
        go('register', '租客登记', '/renterRegister', {
          houseId: tile.houseId,
          location,
          statusCode: main,
          area: tile.area,
        });
      }
      if (tile.leaseId) {
        go('leaseDetail', '租约详情', '/leaseDetail', { leaseId: tile.leaseId });
        go('reservationList', '预约列表', '/reservationList', { leaseId: tile.leaseId });
        go('accountDetail', '账单详情', '/accountDetail', { leaseId: tile.leaseId });
      }
      go('editHouse', '编辑房间', '/editHouse', { houseId: tile.houseId, apartmentId: apartment.apartmentId });
      go('editApartment', '编辑公寓', '/editApartment', { apartmentId: apartment.apartmentId });

      const head = `${location} · ${STATUS_TEXT[main]}`;
      // Desktops: a menu next to the tile, the board stays in view; phones and small tablets: the bottom sheet.
      if (anchor && window.matchMedia(MENU_QUERY).matches) {
        setMenu({ head, actions, at: anchor.getBoundingClientRect() });
        return;
      }
      ActionSheet.show({ actions, extra: head, cancelText: '取消', closeOnAction: true });
    },
    [navigate, confirmThen, keyRooms],
  );

  const menuElement = menu ? (
    <RoomActionMenu head={menu.head} actions={menu.actions} at={menu.at} onClose={() => setMenu(null)} />
  ) : null;

  const remarkDialog = (
    <Dialog
      visible={remark !== null}
      title={remark ? `${remark.tile.houseNumber} 备注` : '备注'}
      content={
        <TextArea
          value={remark?.text ?? ''}
          onChange={(text) => setRemark((r) => (r ? { ...r, text } : r))}
          maxLength={200}
          showCount
          rows={4}
          placeholder="请输入备注（200字以内）"
          aria-label="备注"
        />
      }
      onClose={() => setRemark(null)}
      actions={[
        [
          { key: 'cancel', text: '取消', onClick: () => setRemark(null) },
          {
            key: 'save',
            text: '保存',
            bold: true,
            onClick: () => {
              if (!remark) return;
              change.mutate({ tile: remark.tile, t: { kind: 'remark', value: remark.text } });
              setRemark(null);
            },
          },
        ],
      ]}
    />
  );

  return {
    open,
    overlays: (
      <>
        {remarkDialog}
        {menuElement}
        {door ? (
          <Suspense fallback={null}>
            <OpenDoorSheet room={door} onClose={() => setDoor(null)} />
          </Suspense>
        ) : null}
      </>
    ),
  };
}
