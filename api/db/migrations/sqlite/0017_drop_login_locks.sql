DROP TABLE `login_failures`;--> statement-breakpoint
DROP TABLE `login_locks`;