ALTER TABLE `payment_trades` ADD `fee_bp` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `payment_trades_org_paid_idx` ON `payment_trades` (`org_id`,`paid_at`);