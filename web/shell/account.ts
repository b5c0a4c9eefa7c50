import { useQuery } from '@tanstack/react-query';
import { profileQuery, unreadQuery } from './account-queries';

/** Badge text: counts above 99 show as 99+ (spec part 1 §9). */
export const badgeText = (n: number | undefined) => (!n ? null : n > 99 ? '99+' : String(n));

export const useUnread = () => useQuery(unreadQuery);

/** The profile; its menu list refreshes the stored one, so a role change shows without signing in again. */
export const useProfile = () => useQuery(profileQuery);

/** Asks, then ends the session on the server and on the device (./logout.ts, loaded with the kit when asked). */
export const confirmLogout = async () => (await import('./logout')).confirmLogout();
