CREATE TABLE "tenant_links" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"lease_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"revoked_at" bigint,
	"last_used_at" bigint
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_links_token_uq" ON "tenant_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tenant_links_lease_idx" ON "tenant_links" USING btree ("org_id","lease_id","created_at");