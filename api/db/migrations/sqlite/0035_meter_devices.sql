CREATE TABLE `meter_power_records` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`meter_id` text NOT NULL,
	`apartment_id` text NOT NULL,
	`room_id` text NOT NULL,
	`dev_sn` text NOT NULL,
	`control_type` integer NOT NULL,
	`result` text NOT NULL,
	`user_id` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `meter_power_records_meter_idx` ON `meter_power_records` (`meter_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `meter_swaps` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`meter_id` text NOT NULL,
	`apartment_id` text NOT NULL,
	`room_id` text NOT NULL,
	`old_sn` text NOT NULL,
	`new_sn` text NOT NULL,
	`old_value` integer,
	`old_reading_id` text,
	`closing_bill_id` text,
	`start_value` integer NOT NULL,
	`start_reading_id` text NOT NULL,
	`user_id` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `meter_swaps_meter_idx` ON `meter_swaps` (`meter_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `meter_readings` ADD `reviewer_id` text;--> statement-breakpoint
ALTER TABLE `meter_readings` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `meters` ADD `gateway_id` text;--> statement-breakpoint
ALTER TABLE `meters` ADD `power_state` integer DEFAULT 1 NOT NULL;