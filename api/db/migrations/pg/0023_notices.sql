CREATE TABLE "sim_door_notices" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"sn" text NOT NULL,
	"notice_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"shown_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_targets" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"notice_id" text NOT NULL,
	"target_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"pending" bigint DEFAULT 0 NOT NULL,
	"delivered_at" bigint
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"apartment_id" text NOT NULL,
	"kind" bigint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"is_for_all" bigint DEFAULT 0 NOT NULL,
	"is_forever" bigint DEFAULT 1 NOT NULL,
	"keep_time" bigint,
	"receivers" text DEFAULT '' NOT NULL,
	"status" bigint NOT NULL,
	"created_by" text NOT NULL,
	"created_by_name" text DEFAULT '' NOT NULL,
	"recalled_at" bigint,
	"recalled_by_name" text DEFAULT '' NOT NULL,
	"deleted_at" bigint
);
--> statement-breakpoint
CREATE INDEX "sim_door_notices_sn_idx" ON "sim_door_notices" USING btree ("sn");--> statement-breakpoint
CREATE INDEX "notice_targets_notice_idx" ON "notice_targets" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "notice_targets_target_idx" ON "notice_targets" USING btree ("org_id","target_id");--> statement-breakpoint
CREATE INDEX "notice_targets_pending_idx" ON "notice_targets" USING btree ("org_id","pending");--> statement-breakpoint
CREATE INDEX "notices_org_apartment_idx" ON "notices" USING btree ("org_id","apartment_id","created_at");