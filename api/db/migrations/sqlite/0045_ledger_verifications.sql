CREATE TABLE `ledger_verifications` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`entry_id` text NOT NULL,
	`order_number` text NOT NULL,
	`kind` integer NOT NULL,
	`action` text NOT NULL,
	`user_id` text NOT NULL,
	`at` integer NOT NULL,
	`reason` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ledger_verifications_order_idx` ON `ledger_verifications` (`org_id`,`order_number`,`at`);--> statement-breakpoint
CREATE INDEX `ledger_verifications_entry_idx` ON `ledger_verifications` (`entry_id`);