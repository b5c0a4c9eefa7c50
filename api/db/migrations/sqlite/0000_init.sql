CREATE TABLE `change_counters` (
	`org_id` text PRIMARY KEY NOT NULL,
	`value` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `login_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phone` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_failures_phone_idx` ON `login_failures` (`phone`,`at`);--> statement-breakpoint
CREATE TABLE `login_locks` (
	`phone` text PRIMARY KEY NOT NULL,
	`locked_until` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `orgs` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`user_id` text NOT NULL,
	`org_id` text NOT NULL,
	`remember` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_uq` ON `sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`phone` text NOT NULL,
	`password_hash` text NOT NULL,
	`user_type` integer NOT NULL,
	`name` text NOT NULL,
	`nickname` text NOT NULL,
	`email` text,
	`picture` text,
	`is_usable` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`org_id`) REFERENCES `orgs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_phone_uq` ON `users` (`phone`);--> statement-breakpoint
CREATE INDEX `users_org_idx` ON `users` (`org_id`);--> statement-breakpoint
CREATE TABLE `offices` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`deleted_at` integer,
	`kind` integer NOT NULL,
	`pid` text,
	`name` text NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`private_account` text DEFAULT '' NOT NULL,
	`public_account` text DEFAULT '' NOT NULL,
	`supervisor` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `offices_org_idx` ON `offices` (`org_id`,`kind`);--> statement-breakpoint
CREATE TABLE `role_actions` (
	`role_id` text NOT NULL,
	`group_id` integer NOT NULL,
	`child_id` integer NOT NULL,
	PRIMARY KEY(`role_id`, `group_id`, `child_id`),
	FOREIGN KEY (`role_id`) REFERENCES `roles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `roles` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`role_type` integer NOT NULL,
	`role_name` text NOT NULL,
	`role_desc` text DEFAULT '' NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE INDEX `roles_org_idx` ON `roles` (`org_id`);--> statement-breakpoint
CREATE TABLE `user_projects` (
	`user_id` text NOT NULL,
	`office_id` text NOT NULL,
	PRIMARY KEY(`user_id`, `office_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`office_id`) REFERENCES `offices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_roles` (
	`user_id` text NOT NULL,
	`role_id` text NOT NULL,
	PRIMARY KEY(`user_id`, `role_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`role_id`) REFERENCES `roles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `apartments` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`deleted_at` integer,
	`project_id` text,
	`name` text NOT NULL,
	`address` text NOT NULL,
	`location_name` text DEFAULT '' NOT NULL,
	`city_code` text DEFAULT '' NOT NULL,
	`district_code` text DEFAULT '' NOT NULL,
	`latitude` real,
	`longitude` real,
	`total_floor` integer NOT NULL,
	`is_elevator` integer DEFAULT 0 NOT NULL,
	`facility` text DEFAULT '' NOT NULL,
	`intro` text DEFAULT '' NOT NULL,
	`nearby` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `offices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `apartments_org_idx` ON `apartments` (`org_id`);--> statement-breakpoint
CREATE INDEX `apartments_project_idx` ON `apartments` (`project_id`);--> statement-breakpoint
CREATE TABLE `floors` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`deleted_at` integer,
	`apartment_id` text NOT NULL,
	`floor` integer NOT NULL,
	FOREIGN KEY (`apartment_id`) REFERENCES `apartments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `floors_apartment_idx` ON `floors` (`apartment_id`);--> statement-breakpoint
CREATE TABLE `rooms` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`deleted_at` integer,
	`apartment_id` text NOT NULL,
	`floor_id` text NOT NULL,
	`project_id` text,
	`house_number` text NOT NULL,
	`serial_number` integer DEFAULT 0 NOT NULL,
	`is_rent` integer DEFAULT 0 NOT NULL,
	`rent_cost` integer DEFAULT 0 NOT NULL,
	`advance_cost` integer DEFAULT 0 NOT NULL,
	`house_temp_id` text,
	`type` integer DEFAULT 1 NOT NULL,
	`group_type` integer DEFAULT 1 NOT NULL,
	`is_decoration` integer DEFAULT 0 NOT NULL,
	`is_show` integer DEFAULT 1 NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`area` real,
	`bedroom` integer DEFAULT 0 NOT NULL,
	`hall` integer DEFAULT 0 NOT NULL,
	`bathroom` integer DEFAULT 0 NOT NULL,
	`owner_name` text DEFAULT '' NOT NULL,
	`nearby` text DEFAULT '' NOT NULL,
	`advert` text DEFAULT '' NOT NULL,
	`intro` text DEFAULT '' NOT NULL,
	`facility` text DEFAULT '' NOT NULL,
	`score` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`apartment_id`) REFERENCES `apartments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`floor_id`) REFERENCES `floors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`project_id`) REFERENCES `offices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `rooms_apartment_idx` ON `rooms` (`apartment_id`);--> statement-breakpoint
CREATE INDEX `rooms_floor_idx` ON `rooms` (`floor_id`);--> statement-breakpoint
CREATE INDEX `rooms_org_version_idx` ON `rooms` (`org_id`,`version`);--> statement-breakpoint
CREATE TABLE `partner_registrations` (
	`id` text PRIMARY KEY NOT NULL,
	`reg_name` text NOT NULL,
	`reg_phone` text NOT NULL,
	`loc_province` text NOT NULL,
	`loc_city` text NOT NULL,
	`loc_district` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `partner_phone_uq` ON `partner_registrations` (`reg_phone`);--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`user_id` text NOT NULL,
	`mime` text NOT NULL,
	`size` integer NOT NULL,
	`original_name` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `uploads_org_idx` ON `uploads` (`org_id`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`user_id` text NOT NULL,
	`msg_type` integer NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`is_read` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE INDEX `messages_user_idx` ON `messages` (`user_id`,`is_read`);--> statement-breakpoint
CREATE TABLE `operation_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`user_id` text NOT NULL,
	`nick_name` text NOT NULL,
	`phone` text NOT NULL,
	`context` text NOT NULL,
	`manager_type` integer NOT NULL,
	`module` integer NOT NULL,
	`client` integer NOT NULL,
	`status` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `oplog_org_idx` ON `operation_logs` (`org_id`,`created_at`);