ALTER TABLE `deposit_orders` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `deposit_orders_org_version_idx` ON `deposit_orders` (`org_id`,`version`);--> statement-breakpoint
ALTER TABLE `bills` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `bills_org_version_idx` ON `bills` (`org_id`,`version`);--> statement-breakpoint
ALTER TABLE `leases` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `leases_org_version_idx` ON `leases` (`org_id`,`version`);