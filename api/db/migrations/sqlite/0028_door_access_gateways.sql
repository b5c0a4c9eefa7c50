CREATE TABLE `gateways` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`apartment_id` text NOT NULL,
	`name` text NOT NULL,
	`sn` text NOT NULL,
	`online_status` integer DEFAULT 1 NOT NULL,
	`last_seen_at` integer,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gateways_sn_uq` ON `gateways` (`sn`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `gateways_org_apartment_idx` ON `gateways` (`org_id`,`apartment_id`);--> statement-breakpoint
CREATE TABLE `access_devices` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`apartment_id` text NOT NULL,
	`room_id` text,
	`dev_type` integer NOT NULL,
	`name` text NOT NULL,
	`sn` text NOT NULL,
	`doorkey_sign` text DEFAULT '' NOT NULL,
	`door_maxnum` text DEFAULT '' NOT NULL,
	`ncu_sn` text DEFAULT '' NOT NULL,
	`net_sn` text DEFAULT '' NOT NULL,
	`embed_type` integer,
	`dev_pass` text DEFAULT '' NOT NULL,
	`login_name` text DEFAULT '' NOT NULL,
	`login_pass` text DEFAULT '' NOT NULL,
	`gateway_id` text,
	`dev_status` integer DEFAULT 0 NOT NULL,
	`iscon` integer DEFAULT 0 NOT NULL,
	`online_status` integer DEFAULT 1 NOT NULL,
	`last_seen_at` integer,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `access_devices_sn_uq` ON `access_devices` (`sn`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `access_devices_org_apartment_idx` ON `access_devices` (`org_id`,`apartment_id`,`dev_type`);--> statement-breakpoint
CREATE INDEX `access_devices_gateway_idx` ON `access_devices` (`gateway_id`);--> statement-breakpoint
CREATE TABLE `sim_door_events` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`sn` text NOT NULL,
	`at` integer NOT NULL,
	`body` text NOT NULL,
	`taken` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sim_door_events_org_idx` ON `sim_door_events` (`org_id`,`taken`,`at`);--> statement-breakpoint
CREATE TABLE `sim_doors` (
	`sn` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`kind` text NOT NULL,
	`gateway_sn` text,
	`online` integer DEFAULT 1 NOT NULL,
	`connected` integer DEFAULT 1 NOT NULL,
	`wanted` text DEFAULT '{"uids":[],"passes":[],"passKey":""}' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sim_doors_org_idx` ON `sim_doors` (`org_id`);--> statement-breakpoint
CREATE INDEX `sim_doors_gateway_idx` ON `sim_doors` (`gateway_sn`);