CREATE TABLE `sim_door_notices` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`sn` text NOT NULL,
	`notice_id` text NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`shown_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sim_door_notices_sn_idx` ON `sim_door_notices` (`sn`);--> statement-breakpoint
CREATE TABLE `notice_targets` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`notice_id` text NOT NULL,
	`target_id` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`pending` integer DEFAULT 0 NOT NULL,
	`delivered_at` integer
);
--> statement-breakpoint
CREATE INDEX `notice_targets_notice_idx` ON `notice_targets` (`notice_id`);--> statement-breakpoint
CREATE INDEX `notice_targets_target_idx` ON `notice_targets` (`org_id`,`target_id`);--> statement-breakpoint
CREATE INDEX `notice_targets_pending_idx` ON `notice_targets` (`org_id`,`pending`);--> statement-breakpoint
CREATE TABLE `notices` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`apartment_id` text NOT NULL,
	`kind` integer NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`is_for_all` integer DEFAULT 0 NOT NULL,
	`is_forever` integer DEFAULT 1 NOT NULL,
	`keep_time` integer,
	`receivers` text DEFAULT '' NOT NULL,
	`status` integer NOT NULL,
	`created_by` text NOT NULL,
	`created_by_name` text DEFAULT '' NOT NULL,
	`recalled_at` integer,
	`recalled_by_name` text DEFAULT '' NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE INDEX `notices_org_apartment_idx` ON `notices` (`org_id`,`apartment_id`,`created_at`);