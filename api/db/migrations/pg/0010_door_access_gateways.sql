CREATE TABLE "gateways" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"apartment_id" text NOT NULL,
	"name" text NOT NULL,
	"sn" text NOT NULL,
	"online_status" bigint DEFAULT 1 NOT NULL,
	"last_seen_at" bigint,
	"deleted_at" bigint
);
--> statement-breakpoint
CREATE TABLE "access_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"apartment_id" text NOT NULL,
	"room_id" text,
	"dev_type" bigint NOT NULL,
	"name" text NOT NULL,
	"sn" text NOT NULL,
	"doorkey_sign" text DEFAULT '' NOT NULL,
	"door_maxnum" text DEFAULT '' NOT NULL,
	"ncu_sn" text DEFAULT '' NOT NULL,
	"net_sn" text DEFAULT '' NOT NULL,
	"embed_type" bigint,
	"dev_pass" text DEFAULT '' NOT NULL,
	"login_name" text DEFAULT '' NOT NULL,
	"login_pass" text DEFAULT '' NOT NULL,
	"gateway_id" text,
	"dev_status" bigint DEFAULT 0 NOT NULL,
	"iscon" bigint DEFAULT 0 NOT NULL,
	"online_status" bigint DEFAULT 1 NOT NULL,
	"last_seen_at" bigint,
	"deleted_at" bigint
);
--> statement-breakpoint
CREATE TABLE "sim_door_events" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"sn" text NOT NULL,
	"at" bigint NOT NULL,
	"body" text NOT NULL,
	"taken" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_doors" (
	"sn" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"kind" text NOT NULL,
	"gateway_sn" text,
	"online" bigint DEFAULT 1 NOT NULL,
	"connected" bigint DEFAULT 1 NOT NULL,
	"wanted" text DEFAULT '{"uids":[],"passes":[],"passKey":""}' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "gateways_sn_uq" ON "gateways" USING btree ("sn") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "gateways_org_apartment_idx" ON "gateways" USING btree ("org_id","apartment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "access_devices_sn_uq" ON "access_devices" USING btree ("sn") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "access_devices_org_apartment_idx" ON "access_devices" USING btree ("org_id","apartment_id","dev_type");--> statement-breakpoint
CREATE INDEX "access_devices_gateway_idx" ON "access_devices" USING btree ("gateway_id");--> statement-breakpoint
CREATE INDEX "sim_door_events_org_idx" ON "sim_door_events" USING btree ("org_id","taken","at");--> statement-breakpoint
CREATE INDEX "sim_doors_org_idx" ON "sim_doors" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "sim_doors_gateway_idx" ON "sim_doors" USING btree ("gateway_sn");