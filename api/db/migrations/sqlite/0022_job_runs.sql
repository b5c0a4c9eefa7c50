CREATE TABLE `job_runs` (
	`job` text NOT NULL,
	`day` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	PRIMARY KEY(`job`, `day`)
);
