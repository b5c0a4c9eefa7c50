CREATE TABLE `payment_configs` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`apartment_id` text NOT NULL,
	`type` integer NOT NULL,
	`pay_type` integer DEFAULT 0 NOT NULL,
	`dis_ratio_bp` integer NOT NULL,
	`manager_id` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_configs_apartment_uq` ON `payment_configs` (`org_id`,`apartment_id`);--> statement-breakpoint
CREATE TABLE `payment_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`order_no` text NOT NULL,
	`apartment_id` text NOT NULL,
	`room_id` text NOT NULL,
	`source_type` text NOT NULL,
	`source_id` text NOT NULL,
	`pay_type` integer NOT NULL,
	`amount` integer NOT NULL,
	`fee` integer NOT NULL,
	`total` integer NOT NULL,
	`driver` text NOT NULL,
	`trade_no` text NOT NULL,
	`code_url` text NOT NULL,
	`creator_id` text NOT NULL,
	`paid_at` integer,
	`applied_at` integer,
	`outcome` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_orders_no_uq` ON `payment_orders` (`org_id`,`order_no`);--> statement-breakpoint
CREATE INDEX `payment_orders_source_idx` ON `payment_orders` (`source_type`,`source_id`);--> statement-breakpoint
CREATE TABLE `payment_trades` (
	`trade_no` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`order_no` text NOT NULL,
	`subject` text NOT NULL,
	`amount` integer NOT NULL,
	`pay_type` integer NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`paid_at` integer
);
--> statement-breakpoint
ALTER TABLE `deposit_orders` ADD `receipt_number` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `deposit_orders` ADD `refund_time` integer;--> statement-breakpoint
ALTER TABLE `deposit_orders` ADD `refund_way` integer;