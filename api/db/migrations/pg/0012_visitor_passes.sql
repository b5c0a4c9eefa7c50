CREATE TABLE "access_pass_keys" (
	"apartment_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_passes" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"apartment_id" text NOT NULL,
	"visitor_name" text NOT NULL,
	"visitor_phone" text DEFAULT '' NOT NULL,
	"valid_from" bigint NOT NULL,
	"valid_to" bigint NOT NULL,
	"created_by" text NOT NULL,
	"created_by_name" text DEFAULT '' NOT NULL,
	"revoked_at" bigint
);
--> statement-breakpoint
CREATE INDEX "access_passes_apartment_idx" ON "access_passes" USING btree ("org_id","apartment_id","valid_to");