CREATE TABLE `login_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phone` text NOT NULL,
	`ip` text NOT NULL,
	`at` integer NOT NULL,
	`ok` integer
);
--> statement-breakpoint
CREATE INDEX `login_attempts_phone_idx` ON `login_attempts` (`phone`,`at`);--> statement-breakpoint
CREATE INDEX `login_attempts_ip_idx` ON `login_attempts` (`ip`,`at`);--> statement-breakpoint
CREATE TABLE `registration_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ip` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `registration_attempts_ip_idx` ON `registration_attempts` (`ip`,`at`);--> statement-breakpoint
-- Recent failures before the upgrade keep counting towards the phone-wide delay (their client is not known).
INSERT INTO `login_attempts` (`phone`, `ip`, `at`, `ok`) SELECT `phone`, 'before-upgrade', `at`, 0 FROM `login_failures`;