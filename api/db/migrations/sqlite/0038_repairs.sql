CREATE TABLE `repair_types` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`apartment_id` text NOT NULL,
	`type` integer DEFAULT 1 NOT NULL,
	`name` text NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE INDEX `repair_types_org_apartment_idx` ON `repair_types` (`org_id`,`apartment_id`,`type`);--> statement-breakpoint
CREATE TABLE `repairs` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`deleted_at` integer,
	`apartment_id` text NOT NULL,
	`room_id` text NOT NULL,
	`lease_id` text,
	`system_jyh` text NOT NULL,
	`apply_name` text NOT NULL,
	`connect_phone` text NOT NULL,
	`type_id` text,
	`tdesc` text NOT NULL,
	`appointment_time` integer,
	`status` integer DEFAULT 0 NOT NULL,
	`accepted_at` integer,
	`accepted_by` text,
	`accepted_by_name` text DEFAULT '' NOT NULL,
	`completed_at` integer,
	`completed_by` text,
	`completed_by_name` text DEFAULT '' NOT NULL,
	`complete_note` text DEFAULT '' NOT NULL,
	`cancelled_at` integer,
	`cancelled_by` text,
	`cancelled_by_name` text DEFAULT '' NOT NULL,
	`cancel_reason` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `repairs_number_uq` ON `repairs` (`org_id`,`system_jyh`);--> statement-breakpoint
CREATE INDEX `repairs_org_apartment_status_idx` ON `repairs` (`org_id`,`apartment_id`,`status`);--> statement-breakpoint
CREATE INDEX `repairs_org_created_idx` ON `repairs` (`org_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `repairs_org_version_idx` ON `repairs` (`org_id`,`version`);--> statement-breakpoint
CREATE INDEX `repairs_lease_idx` ON `repairs` (`lease_id`);