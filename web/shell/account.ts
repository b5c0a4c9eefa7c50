import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { api } from '../lib/api';
import { clearSession, getSession, updateMenu } from '../lib/session';
import type { Profile } from '../../sync/envelope';

export interface Unread {
  unreadTotal: number;
  financeNum: number;
  leaseNum: number;
  houseNum: number;
  serviceNum: number;
  sysNum: number;
}

/** Badge text: counts above 99 show as 99+ (spec part 1 §9). */
export const badgeText = (n: number | undefined) => (!n ? null : n > 99 ? '99+' : String(n));

export function useUnread() {
  return useQuery({
    queryKey: ['unread'],
    queryFn: () => api<Unread>('/api/messages/unread'),
    refetchInterval: 60_000,
  });
}

/** The profile; its menu list refreshes the stored one, so a role change shows without signing in again. */
export function useProfile() {
  return useQuery({
    queryKey: ['profile'],
    queryFn: async () => {
      const p = await api<Profile>('/api/auth/profile');
      updateMenu(p.menuList);
      return p;
    },
    staleTime: 60_000,
  });
}

/** Asks, then ends the session on the server and on the device. */
export async function confirmLogout() {
  // Unsynced changes stay in this user's database on the device and resume at their next login: say so, never drop them.
  const unsynced = await import('../sync/use-sync').then((m) => m.unsyncedCount()).catch(() => 0);
  const content = unsynced > 0 ? `还有 ${unsynced} 条修改未同步，退出后将在下次登录时继续同步` : '确定要退出登录吗？';
  const yes = await Dialog.confirm({ title: '退出登录', content, confirmText: '退出', cancelText: '取消' });
  if (!yes) return;
  const session = getSession();
  // A shared device must not keep receiving this user's notifications.
  if (session) await (await import('../pwa/push')).disablePush().catch(() => undefined);
  if (session) await api('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
  clearSession();
  window.location.assign('/login');
}
