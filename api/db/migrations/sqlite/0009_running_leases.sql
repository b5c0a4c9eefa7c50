CREATE TABLE `lease_checkouts` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`lease_id` text NOT NULL,
	`kind` integer NOT NULL,
	`check_out_date` text NOT NULL,
	`usable_date` text NOT NULL,
	`is_send` integer DEFAULT 1 NOT NULL,
	`return_cause` text DEFAULT '' NOT NULL,
	`lines` text DEFAULT '[]' NOT NULL,
	`bad_debt_cost` integer DEFAULT 0 NOT NULL,
	`return_cost` integer DEFAULT 0 NOT NULL,
	`pathway` integer,
	`remark` text DEFAULT '' NOT NULL,
	`operator_id` text NOT NULL,
	`settled_at` integer,
	`settled_by` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lease_checkouts_lease_uq` ON `lease_checkouts` (`lease_id`);--> statement-breakpoint
CREATE TABLE `bookkeeping_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`lease_id` text,
	`apartment_id` text,
	`room_id` text,
	`tally_type` integer NOT NULL,
	`super_id` integer NOT NULL,
	`sub_id` text,
	`name` text NOT NULL,
	`cost` integer NOT NULL,
	`payment_date` text NOT NULL,
	`payment_way` integer NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`picture` text DEFAULT '' NOT NULL,
	`operator_id` text NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE INDEX `bookkeeping_lease_idx` ON `bookkeeping_entries` (`lease_id`);--> statement-breakpoint
CREATE INDEX `bookkeeping_org_idx` ON `bookkeeping_entries` (`org_id`,`payment_date`);--> statement-breakpoint
CREATE TABLE `appointments` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`apartment_id` text NOT NULL,
	`room_id` text,
	`lease_id` text,
	`appointment_type` integer DEFAULT 0 NOT NULL,
	`appointment_time` integer NOT NULL,
	`linkman` text NOT NULL,
	`phone` text NOT NULL,
	`comment` text DEFAULT '' NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE INDEX `appointments_org_time_idx` ON `appointments` (`org_id`,`appointment_time`);--> statement-breakpoint
ALTER TABLE `ledger_entries` ADD `kind` text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE `bills` ADD `operator_id` text;--> statement-breakpoint
ALTER TABLE `bills` ADD `source_type` text;--> statement-breakpoint
ALTER TABLE `bills` ADD `source_id` text;--> statement-breakpoint
ALTER TABLE `bills` ADD `arrears_notified_at` integer;--> statement-breakpoint
ALTER TABLE `leases` ADD `check_out_date` text;--> statement-breakpoint
ALTER TABLE `leases` ADD `usable_date` text;--> statement-breakpoint
ALTER TABLE `leases` ADD `expiry_notified_at` integer;