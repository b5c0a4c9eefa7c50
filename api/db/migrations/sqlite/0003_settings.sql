CREATE TABLE `apartment_configs` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`apartment_id` text NOT NULL,
	`advance_cost` integer,
	`deposit` integer,
	`payment` integer,
	`collect_rent_type` integer,
	`collect_rent_day` integer,
	`source_type` integer,
	`title` text,
	`intro` text,
	`facility` text,
	`receipt_day` integer,
	`receipt_type` integer,
	`door_lock` integer,
	`freeze_switch` integer,
	`service_line` text,
	FOREIGN KEY (`apartment_id`) REFERENCES `apartments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `apartment_configs_apartment_uq` ON `apartment_configs` (`apartment_id`);--> statement-breakpoint
CREATE INDEX `apartment_configs_org_idx` ON `apartment_configs` (`org_id`);--> statement-breakpoint
CREATE TABLE `contract_templates` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`seq` integer NOT NULL,
	`number` text NOT NULL,
	`scene_type` integer NOT NULL,
	`name` text NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`file_id` text NOT NULL,
	`file_name` text DEFAULT '' NOT NULL,
	`file_mime` text NOT NULL,
	`status` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contract_templates_org_seq_uq` ON `contract_templates` (`org_id`,`seq`);--> statement-breakpoint
CREATE TABLE `finance_items` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`kind` integer NOT NULL,
	`group_type` integer NOT NULL,
	`item` text NOT NULL,
	`is_usable` integer DEFAULT 1 NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `finance_items_org_group_item_uq` ON `finance_items` (`org_id`,`kind`,`group_type`,`item`);--> statement-breakpoint
CREATE TABLE `meter_prices` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`apartment_id` text NOT NULL,
	`category` integer NOT NULL,
	`unit_price` integer DEFAULT 0 NOT NULL,
	`use_able` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`apartment_id`) REFERENCES `apartments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `meter_prices_apartment_category_uq` ON `meter_prices` (`apartment_id`,`category`);--> statement-breakpoint
CREATE INDEX `meter_prices_org_idx` ON `meter_prices` (`org_id`);--> statement-breakpoint
CREATE TABLE `tenant_sources` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`name` text NOT NULL,
	`use_able` integer DEFAULT 1 NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tenant_sources_org_name_uq` ON `tenant_sources` (`org_id`,`name`);