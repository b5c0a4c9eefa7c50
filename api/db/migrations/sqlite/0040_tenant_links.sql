CREATE TABLE `tenant_links` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`lease_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_by` text NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`last_used_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tenant_links_token_uq` ON `tenant_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `tenant_links_lease_idx` ON `tenant_links` (`org_id`,`lease_id`,`created_at`);