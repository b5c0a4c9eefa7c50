CREATE TABLE "application_items" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"apartment_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"deleted_at" bigint
);
--> statement-breakpoint
CREATE TABLE "online_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"item_id" text NOT NULL,
	"apartment_id" text NOT NULL,
	"room_id" text NOT NULL,
	"lease_id" text NOT NULL,
	"apply_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"start_time" bigint NOT NULL,
	"end_time" bigint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"status" bigint NOT NULL,
	"handled_at" bigint,
	"handled_by_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"apartment_id" text NOT NULL,
	"room_id" text NOT NULL,
	"lease_id" text NOT NULL,
	"tenant_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"kind" bigint NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" bigint DEFAULT 0 NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"reply_time" bigint,
	"reply_by_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "application_items_org_apt_idx" ON "application_items" USING btree ("org_id","apartment_id","created_at");--> statement-breakpoint
CREATE INDEX "online_applications_open_idx" ON "online_applications" USING btree ("org_id","status","apartment_id");--> statement-breakpoint
CREATE INDEX "online_applications_item_idx" ON "online_applications" USING btree ("item_id","start_time");--> statement-breakpoint
CREATE INDEX "online_applications_lease_idx" ON "online_applications" USING btree ("lease_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_org_apt_idx" ON "complaints" USING btree ("org_id","apartment_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_lease_idx" ON "complaints" USING btree ("lease_id","created_at");