CREATE INDEX `ledger_org_receipt_idx` ON `ledger_entries` (`org_id`,`receipt_number`);--> statement-breakpoint
CREATE INDEX `bills_org_receipt_idx` ON `bills` (`org_id`,`receipt_number`);