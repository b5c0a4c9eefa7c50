CREATE TABLE `request_replies` (
	`org_id` text NOT NULL,
	`key` text NOT NULL,
	`user_id` text NOT NULL,
	`body_hash` text NOT NULL,
	`reply` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`org_id`, `key`)
);
