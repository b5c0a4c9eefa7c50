CREATE TABLE `hardware_alarms` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`device_kind` text NOT NULL,
	`device_id` text NOT NULL,
	`apartment_id` text NOT NULL,
	`room_id` text,
	`kind` text NOT NULL,
	`at` integer NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`event_id` text,
	`handled_at` integer,
	`handled_by_name` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `hardware_alarms_org_at_idx` ON `hardware_alarms` (`org_id`,`at`);--> statement-breakpoint
CREATE INDEX `hardware_alarms_open_idx` ON `hardware_alarms` (`org_id`,`handled_at`,`apartment_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `hardware_alarms_event_uq` ON `hardware_alarms` (`event_id`);--> statement-breakpoint
INSERT INTO `hardware_alarms` (`id`, `org_id`, `created_at`, `updated_at`, `version`, `device_kind`, `device_id`, `apartment_id`, `room_id`, `kind`, `at`, `remark`, `event_id`) SELECT `id`, `org_id`, `created_at`, `updated_at`, `version`, 'lock', `lock_id`, `apartment_id`, `room_id`, `kind`, `at`, `remark`, `event_id` FROM `lock_alarms`;
