ALTER TABLE `hardware_alarms` ADD `notified_at` integer;--> statement-breakpoint
CREATE INDEX `hardware_alarms_untold_idx` ON `hardware_alarms` (`org_id`,`notified_at`);--> statement-breakpoint
UPDATE `hardware_alarms` SET `notified_at` = `at` WHERE `notified_at` IS NULL;
