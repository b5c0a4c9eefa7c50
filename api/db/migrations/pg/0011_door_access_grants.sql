CREATE TABLE "access_apartment_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"apartment_id" text NOT NULL,
	"device_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"device_id" text NOT NULL,
	"apartment_id" text NOT NULL,
	"room_id" text NOT NULL,
	"uid" text NOT NULL,
	"lease_id" text,
	"source" text NOT NULL,
	"granted_by" text,
	"granted_by_name" text DEFAULT '' NOT NULL,
	"revoked_at" bigint
);
--> statement-breakpoint
ALTER TABLE "access_devices" ADD COLUMN "push_pending" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "access_apartment_devices_uq" ON "access_apartment_devices" USING btree ("apartment_id","device_id");--> statement-breakpoint
CREATE INDEX "access_grants_device_idx" ON "access_grants" USING btree ("device_id","revoked_at");--> statement-breakpoint
CREATE INDEX "access_grants_room_idx" ON "access_grants" USING btree ("org_id","room_id");--> statement-breakpoint
CREATE INDEX "access_grants_lease_idx" ON "access_grants" USING btree ("lease_id");