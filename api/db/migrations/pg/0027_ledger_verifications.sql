CREATE TABLE "ledger_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"entry_id" text NOT NULL,
	"order_number" text NOT NULL,
	"kind" bigint NOT NULL,
	"action" text NOT NULL,
	"user_id" text NOT NULL,
	"at" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_verifications_order_idx" ON "ledger_verifications" USING btree ("org_id","order_number","at");--> statement-breakpoint
CREATE INDEX "ledger_verifications_entry_idx" ON "ledger_verifications" USING btree ("entry_id");