CREATE TABLE `access_pass_keys` (
	`apartment_id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`secret` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `access_passes` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`apartment_id` text NOT NULL,
	`visitor_name` text NOT NULL,
	`visitor_phone` text DEFAULT '' NOT NULL,
	`valid_from` integer NOT NULL,
	`valid_to` integer NOT NULL,
	`created_by` text NOT NULL,
	`created_by_name` text DEFAULT '' NOT NULL,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE INDEX `access_passes_apartment_idx` ON `access_passes` (`org_id`,`apartment_id`,`valid_to`);