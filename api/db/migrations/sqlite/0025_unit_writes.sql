CREATE TABLE `unit_writes` (
	`org_id` text NOT NULL,
	`version` integer NOT NULL,
	`tables` text NOT NULL,
	PRIMARY KEY(`org_id`, `version`)
);
