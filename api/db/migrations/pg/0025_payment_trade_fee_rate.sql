ALTER TABLE "payment_trades" ADD COLUMN "fee_bp" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_trades_org_paid_idx" ON "payment_trades" USING btree ("org_id","paid_at");