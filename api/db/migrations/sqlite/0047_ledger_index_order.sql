DROP INDEX `ledger_org_paid_idx`;--> statement-breakpoint
DROP INDEX `ledger_org_room_idx`;--> statement-breakpoint
CREATE INDEX `ledger_org_paid_idx` ON `ledger_entries` (`org_id`,`kind`,`paid_at`,`in_out`,`amount`,`verify_status`,`source_type`,`room_id`,`apartment_id`,`bill_date`);--> statement-breakpoint
CREATE INDEX `ledger_org_room_idx` ON `ledger_entries` (`org_id`,`room_id`,`apartment_id`,`kind`,`paid_at`,`in_out`,`amount`,`verify_status`,`source_type`);