-- A room's vacancy counts from the date it became vacant (rooms.vacant_since, added in 0013), no longer from its
-- last edit: rooms already checked out are vacant from their last check-out date, the others from their creation day
-- (Asia/Shanghai).
UPDATE `rooms` SET `vacant_since` = coalesce(
  (SELECT l.`check_out_date` FROM `leases` l
    WHERE l.`room_id` = `rooms`.`id` AND l.`status` = 2 AND l.`deleted_at` IS NULL AND l.`check_out_date` IS NOT NULL
    ORDER BY l.`check_out_at` DESC LIMIT 1),
  date(`rooms`.`created_at` / 1000, 'unixepoch', '+8 hours')
) WHERE `vacant_since` IS NULL;
--> statement-breakpoint
-- The room facts carry what each unpaid bill still owes (sync/room-facts.ts `unpaid`), for the board's 欠费金额.
UPDATE `rooms` SET `facts` = json_set(`facts`, '$.unpaid', json(
  (SELECT json_group_array(json_object('date', b.`receivable_date`, 'owed', b.`account_receivable` - b.`amount_received`))
     FROM `bills` b JOIN `leases` l ON l.`id` = b.`lease_id`
    WHERE l.`room_id` = `rooms`.`id` AND l.`status` IN (0, 1) AND l.`deleted_at` IS NULL AND b.`pay_status` = 0 AND b.`valid_status` = 0)
)) WHERE `facts` <> '' AND json_valid(`facts`);
