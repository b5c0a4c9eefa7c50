CREATE TABLE `fee_items` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`owner_type` text NOT NULL,
	`owner_id` text NOT NULL,
	`item` text NOT NULL,
	`cost` integer NOT NULL,
	`item_type` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `fee_items_owner_idx` ON `fee_items` (`owner_type`,`owner_id`);--> statement-breakpoint
CREATE TABLE `room_templates` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`deleted_at` integer,
	`apartment_id` text NOT NULL,
	`name` text NOT NULL,
	`area` real,
	`bedroom` integer DEFAULT 0 NOT NULL,
	`hall` integer DEFAULT 0 NOT NULL,
	`bathroom` integer DEFAULT 0 NOT NULL,
	`deposit` integer,
	`payment` integer,
	`rent_cost` integer,
	`deposit_cost` integer,
	`advance_cost` integer,
	`collect_rent_type` integer,
	`collect_rent_day` integer,
	`advert` text DEFAULT '' NOT NULL,
	`nearby` text DEFAULT '' NOT NULL,
	`facility` text DEFAULT '' NOT NULL,
	`intro` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`apartment_id`) REFERENCES `apartments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `templates_apartment_idx` ON `room_templates` (`apartment_id`);--> statement-breakpoint
CREATE TABLE `owners` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`room_id` text NOT NULL,
	`name` text NOT NULL,
	`identity_card` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`receiving_card` text DEFAULT '' NOT NULL,
	`ifbank_card` integer DEFAULT 0 NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`room_id`) REFERENCES `rooms`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `owners_room_uq` ON `owners` (`room_id`);--> statement-breakpoint
CREATE INDEX `owners_org_idx` ON `owners` (`org_id`);--> statement-breakpoint
ALTER TABLE `rooms` ADD `deposit` integer;--> statement-breakpoint
ALTER TABLE `rooms` ADD `payment` integer;--> statement-breakpoint
ALTER TABLE `rooms` ADD `deposit_cost` integer;--> statement-breakpoint
ALTER TABLE `rooms` ADD `collect_rent_type` integer;--> statement-breakpoint
ALTER TABLE `rooms` ADD `collect_rent_day` integer;--> statement-breakpoint
ALTER TABLE `rooms` ADD `apply_state` integer;