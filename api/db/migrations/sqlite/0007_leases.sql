CREATE TABLE `number_counters` (
	`org_id` text NOT NULL,
	`key` text NOT NULL,
	`value` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`org_id`, `key`)
);
--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`apartment_id` text,
	`room_id` text,
	`lease_id` text,
	`in_out` integer NOT NULL,
	`amount` integer NOT NULL,
	`bill_type` integer NOT NULL,
	`item_name` text NOT NULL,
	`payment_way` integer NOT NULL,
	`paid_at` integer NOT NULL,
	`bill_date` text NOT NULL,
	`trader` text DEFAULT '' NOT NULL,
	`source_type` text NOT NULL,
	`source_id` text NOT NULL,
	`receipt_number` text DEFAULT '' NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`picture` text DEFAULT '' NOT NULL,
	`operator_id` text NOT NULL,
	`verify_status` integer DEFAULT 0 NOT NULL,
	`verified_at` integer,
	`verifier_id` text
);
--> statement-breakpoint
CREATE INDEX `ledger_org_paid_idx` ON `ledger_entries` (`org_id`,`paid_at`);--> statement-breakpoint
CREATE INDEX `ledger_source_idx` ON `ledger_entries` (`source_type`,`source_id`);--> statement-breakpoint
CREATE INDEX `ledger_lease_idx` ON `ledger_entries` (`lease_id`);--> statement-breakpoint
CREATE TABLE `deposit_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`apartment_id` text NOT NULL,
	`room_id` text NOT NULL,
	`order_no` text NOT NULL,
	`promise_man` text NOT NULL,
	`phone` text NOT NULL,
	`advance_cost` integer NOT NULL,
	`rent_cost` integer NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`latest_date` text NOT NULL,
	`pay_status` integer DEFAULT 0 NOT NULL,
	`sign_status` integer DEFAULT 0 NOT NULL,
	`pay_way` integer,
	`pay_time` integer,
	`receipt_picture` text DEFAULT '' NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`creator_id` text NOT NULL,
	`confirm_time` integer,
	`lease_id` text,
	`lease_time` integer,
	`cancel_time` integer,
	`void_time` integer
);
--> statement-breakpoint
CREATE INDEX `deposit_orders_org_idx` ON `deposit_orders` (`org_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `deposit_orders_room_idx` ON `deposit_orders` (`room_id`);--> statement-breakpoint
CREATE TABLE `bill_stages` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`lease_id` text NOT NULL,
	`stage` integer NOT NULL,
	`stage_name` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`receivable_date` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `bill_stages_lease_idx` ON `bill_stages` (`lease_id`,`stage`);--> statement-breakpoint
CREATE TABLE `bills` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`lease_id` text NOT NULL,
	`stage_id` text,
	`stage` integer NOT NULL,
	`bills_type` integer NOT NULL,
	`cost_name` text NOT NULL,
	`account_receivable` integer NOT NULL,
	`receivable_date` text NOT NULL,
	`amount_received` integer DEFAULT 0 NOT NULL,
	`receipt_date` integer,
	`payment_type` integer,
	`pay_status` integer DEFAULT 0 NOT NULL,
	`valid_status` integer DEFAULT 0 NOT NULL,
	`receipt_number` text DEFAULT '' NOT NULL,
	`receipt_remark` text DEFAULT '' NOT NULL,
	`receipt_picture` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `bills_lease_idx` ON `bills` (`lease_id`,`stage`);--> statement-breakpoint
CREATE INDEX `bills_org_due_idx` ON `bills` (`org_id`,`pay_status`,`receivable_date`);--> statement-breakpoint
CREATE TABLE `lease_contracts` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`lease_id` text NOT NULL,
	`plain_text` text NOT NULL,
	`signature_file_id` text NOT NULL,
	`image_file_id` text NOT NULL,
	`sha256` text NOT NULL,
	`signed_at` integer NOT NULL,
	`operator_id` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lease_contracts_lease_id_unique` ON `lease_contracts` (`lease_id`);--> statement-breakpoint
CREATE TABLE `lease_tenants` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`lease_id` text NOT NULL,
	`name` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`sex` integer DEFAULT 0 NOT NULL,
	`id_number_type` integer DEFAULT 0 NOT NULL,
	`id_number` text DEFAULT '' NOT NULL,
	`country` text DEFAULT '中国' NOT NULL,
	`id_card_address` text DEFAULT '' NOT NULL,
	`residential_address` text DEFAULT '' NOT NULL,
	`is_lease` integer DEFAULT 0 NOT NULL,
	`dwell_status` integer DEFAULT 0 NOT NULL,
	`start_date` text NOT NULL,
	`leave_date` text,
	`extra` text DEFAULT '{}' NOT NULL,
	`remark` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `lease_tenants_lease_idx` ON `lease_tenants` (`lease_id`);--> statement-breakpoint
CREATE TABLE `leases` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`lease_code` text NOT NULL,
	`apartment_id` text NOT NULL,
	`room_id` text NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`contract_type` integer DEFAULT 0 NOT NULL,
	`contract_template_id` text,
	`tenant` text NOT NULL,
	`phone` text NOT NULL,
	`sex` integer DEFAULT 0 NOT NULL,
	`id_number_type` integer DEFAULT 0 NOT NULL,
	`id_number` text DEFAULT '' NOT NULL,
	`country` text DEFAULT '中国' NOT NULL,
	`id_card_address` text DEFAULT '' NOT NULL,
	`residential_address` text DEFAULT '' NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`rent_cost` integer NOT NULL,
	`deposit` integer NOT NULL,
	`deposit_cost` integer NOT NULL,
	`payment` integer NOT NULL,
	`collect_rent_type` integer NOT NULL,
	`collect_rent_day` integer NOT NULL,
	`other_fees` text DEFAULT '[]' NOT NULL,
	`fitments` text DEFAULT '[]' NOT NULL,
	`advance_id` text,
	`advance_cost` integer DEFAULT 0 NOT NULL,
	`is_deduction` integer DEFAULT 0 NOT NULL,
	`is_tenant` integer DEFAULT 0 NOT NULL,
	`is_send` integer DEFAULT 0 NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`creator_id` text NOT NULL,
	`signed_at` integer NOT NULL,
	`effective_at` integer,
	`check_out_at` integer,
	`settled` integer DEFAULT 0 NOT NULL,
	`settled_at` integer,
	`deleted_at` integer,
	`mutation_id` text
);
--> statement-breakpoint
CREATE INDEX `leases_org_idx` ON `leases` (`org_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `leases_room_idx` ON `leases` (`room_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `leases_code_idx` ON `leases` (`org_id`,`lease_code`);--> statement-breakpoint
ALTER TABLE `rooms` ADD `facts` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `uploads` ADD `purpose` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `uploads` ADD `subject_id` text;