CREATE TABLE `lock_alarms` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`lock_id` text NOT NULL,
	`apartment_id` text NOT NULL,
	`room_id` text NOT NULL,
	`kind` text NOT NULL,
	`at` integer NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`event_id` text
);
--> statement-breakpoint
CREATE INDEX `lock_alarms_org_at_idx` ON `lock_alarms` (`org_id`,`at`);--> statement-breakpoint
CREATE UNIQUE INDEX `lock_alarms_event_uq` ON `lock_alarms` (`event_id`);--> statement-breakpoint
CREATE TABLE `lock_freeze_records` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`lock_id` text NOT NULL,
	`apartment_id` text NOT NULL,
	`room_id` text NOT NULL,
	`uid` text NOT NULL,
	`user_name` text NOT NULL,
	`frozen` integer NOT NULL,
	`source` text NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`operator_name` text DEFAULT '' NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `lock_freeze_records_org_at_idx` ON `lock_freeze_records` (`org_id`,`at`);--> statement-breakpoint
CREATE TABLE `lock_key_grants` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`apartment_ids` text NOT NULL,
	`lock_count` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lock_key_grants_user_day_uq` ON `lock_key_grants` (`user_id`,`day`);--> statement-breakpoint
CREATE TABLE `lock_open_records` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`lock_id` text NOT NULL,
	`apartment_id` text NOT NULL,
	`room_id` text NOT NULL,
	`opened_at` integer NOT NULL,
	`open_type` integer NOT NULL,
	`result` integer NOT NULL,
	`uid` text,
	`user_name` text DEFAULT '' NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`source` text NOT NULL,
	`code_step` integer,
	`mutation_id` text,
	`event_id` text
);
--> statement-breakpoint
CREATE INDEX `lock_open_records_lock_idx` ON `lock_open_records` (`lock_id`,`opened_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `lock_open_records_mutation_uq` ON `lock_open_records` (`mutation_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `lock_open_records_event_uq` ON `lock_open_records` (`event_id`);--> statement-breakpoint
CREATE TABLE `lock_passwords` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`lock_id` text NOT NULL,
	`apartment_id` text NOT NULL,
	`room_id` text NOT NULL,
	`uid` text NOT NULL,
	`user_name` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`password_type` integer NOT NULL,
	`code` text NOT NULL,
	`start_at` integer NOT NULL,
	`end_at` integer NOT NULL,
	`lease_id` text,
	`remark` text DEFAULT '' NOT NULL,
	`created_by` text,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE INDEX `lock_passwords_org_created_idx` ON `lock_passwords` (`org_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `lock_passwords_lock_idx` ON `lock_passwords` (`lock_id`);--> statement-breakpoint
CREATE INDEX `lock_passwords_lease_idx` ON `lock_passwords` (`lease_id`);--> statement-breakpoint
CREATE TABLE `lock_period_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`lock_id` text NOT NULL,
	`apartment_id` text NOT NULL,
	`room_id` text NOT NULL,
	`issuer_id` text NOT NULL,
	`for_name` text NOT NULL,
	`from_at` integer NOT NULL,
	`until_at` integer NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`issued_at` integer NOT NULL,
	`mutation_id` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lock_period_codes_mutation_uq` ON `lock_period_codes` (`mutation_id`);--> statement-breakpoint
CREATE INDEX `lock_period_codes_lock_idx` ON `lock_period_codes` (`lock_id`);--> statement-breakpoint
CREATE TABLE `lock_users` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`lock_id` text NOT NULL,
	`uid` text NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`lease_id` text,
	`frozen` integer DEFAULT 0 NOT NULL,
	`removed_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lock_users_lock_uid_uq` ON `lock_users` (`lock_id`,`uid`);--> statement-breakpoint
CREATE INDEX `lock_users_lease_idx` ON `lock_users` (`lease_id`);--> statement-breakpoint
CREATE TABLE `locks` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`apartment_id` text NOT NULL,
	`room_id` text NOT NULL,
	`sn` text NOT NULL,
	`name` text NOT NULL,
	`lock_type` integer NOT NULL,
	`gateway_id` text,
	`online_status` integer DEFAULT 1 NOT NULL,
	`battery` integer DEFAULT 100 NOT NULL,
	`last_seen_at` integer,
	`push_pending` integer DEFAULT 0 NOT NULL,
	`secret` text NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `locks_sn_uq` ON `locks` (`sn`);--> statement-breakpoint
CREATE INDEX `locks_org_apartment_idx` ON `locks` (`org_id`,`apartment_id`);--> statement-breakpoint
CREATE INDEX `locks_room_idx` ON `locks` (`room_id`);--> statement-breakpoint
CREATE TABLE `sim_lock_events` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`sn` text NOT NULL,
	`at` integer NOT NULL,
	`body` text NOT NULL,
	`taken` integer DEFAULT 0 NOT NULL,
	`via_cloud` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sim_lock_events_org_idx` ON `sim_lock_events` (`org_id`,`taken`,`at`);--> statement-breakpoint
CREATE TABLE `sim_locks` (
	`sn` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`lock_type` integer NOT NULL,
	`secret` text NOT NULL,
	`online` integer DEFAULT 1 NOT NULL,
	`battery` integer DEFAULT 100 NOT NULL,
	`clock_offset_ms` integer DEFAULT 0 NOT NULL,
	`users` text DEFAULT '[]' NOT NULL,
	`passwords` text DEFAULT '[]' NOT NULL,
	`last_step` text DEFAULT '{}' NOT NULL,
	`wrong` integer DEFAULT 0 NOT NULL,
	`locked_until` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sim_locks_org_idx` ON `sim_locks` (`org_id`);--> statement-breakpoint
ALTER TABLE `apartment_configs` ADD `staff_open_rented` integer;--> statement-breakpoint
ALTER TABLE `apartment_configs` ADD `freeze_days` integer;