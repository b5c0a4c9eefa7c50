CREATE TABLE `contract_settings` (
	`org_id` text PRIMARY KEY NOT NULL,
	`default_contract_type` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `rooms` ADD `vacant_since` text;