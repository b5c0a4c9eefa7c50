/**
 * Who must say why they open a door (issue 17.3), the same rule on the phone and the server: a rented room is the
 * tenant's home, so unless the apartment's General_7 出租后管家可开门 is on, staff opening it (remotely, by an offline
 * code or a period code) choose a reason from OPEN_REASONS.
 */
import { LOCK_MSG } from './lock-rules';

export function openReasonRefusal(room: { rented: boolean; staffOpenRented: boolean }, reason?: string): string | null {
  return room.rented && !room.staffOpenRented && !reason ? LOCK_MSG.reasonRequired : null;
}
