CREATE TABLE `access_apartment_devices` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`apartment_id` text NOT NULL,
	`device_id` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `access_apartment_devices_uq` ON `access_apartment_devices` (`apartment_id`,`device_id`);--> statement-breakpoint
CREATE TABLE `access_grants` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`device_id` text NOT NULL,
	`apartment_id` text NOT NULL,
	`room_id` text NOT NULL,
	`uid` text NOT NULL,
	`lease_id` text,
	`source` text NOT NULL,
	`granted_by` text,
	`granted_by_name` text DEFAULT '' NOT NULL,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE INDEX `access_grants_device_idx` ON `access_grants` (`device_id`,`revoked_at`);--> statement-breakpoint
CREATE INDEX `access_grants_room_idx` ON `access_grants` (`org_id`,`room_id`);--> statement-breakpoint
CREATE INDEX `access_grants_lease_idx` ON `access_grants` (`lease_id`);--> statement-breakpoint
ALTER TABLE `access_devices` ADD `push_pending` integer DEFAULT 0 NOT NULL;