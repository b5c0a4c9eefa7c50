CREATE TABLE `applied_mutations` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`user_id` text NOT NULL,
	`client_id` text NOT NULL,
	`name` text NOT NULL,
	`status` text NOT NULL,
	`reason` text,
	`version` integer,
	`client_time` integer,
	`applied_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `applied_mutations_org_idx` ON `applied_mutations` (`org_id`,`applied_at`);