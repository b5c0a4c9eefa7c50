CREATE TABLE `limit_locks` (
	`key` text PRIMARY KEY NOT NULL,
	`at` integer NOT NULL
);
