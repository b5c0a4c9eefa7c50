CREATE TABLE `meter_readings` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`meter_id` text NOT NULL,
	`room_id` text NOT NULL,
	`apartment_id` text NOT NULL,
	`value` integer NOT NULL,
	`read_at` integer NOT NULL,
	`reader_id` text,
	`photo_file_id` text DEFAULT '' NOT NULL,
	`source` text NOT NULL,
	`review` integer DEFAULT 0 NOT NULL,
	`review_reason` text DEFAULT '' NOT NULL,
	`bill_id` text,
	`mutation_id` text
);
--> statement-breakpoint
CREATE INDEX `meter_readings_meter_idx` ON `meter_readings` (`meter_id`,`read_at`);--> statement-breakpoint
CREATE INDEX `meter_readings_org_idx` ON `meter_readings` (`org_id`,`read_at`);--> statement-breakpoint
CREATE TABLE `meters` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`deleted_at` integer,
	`apartment_id` text NOT NULL,
	`room_id` text NOT NULL,
	`dev_type` integer NOT NULL,
	`is_auto` integer DEFAULT 0 NOT NULL,
	`name` text NOT NULL,
	`dev_sn` text DEFAULT '' NOT NULL,
	`online_status` integer DEFAULT 1 NOT NULL,
	`last_value` integer,
	`last_read_at` integer,
	`last_reading_id` text,
	`avg_usage` integer,
	`billed_value` integer,
	`billed_reading_id` text
);
--> statement-breakpoint
CREATE INDEX `meters_room_idx` ON `meters` (`room_id`);--> statement-breakpoint
CREATE INDEX `meters_org_version_idx` ON `meters` (`org_id`,`version`);--> statement-breakpoint
CREATE UNIQUE INDEX `meters_room_type_uq` ON `meters` (`room_id`,`dev_type`);