CREATE TABLE `bulletins` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`title` text NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`created_by` text NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE INDEX `bulletins_org_idx` ON `bulletins` (`org_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `quick_entry_choices` (
	`user_id` text NOT NULL,
	`org_id` text NOT NULL,
	`entry_id` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `entry_id`)
);
