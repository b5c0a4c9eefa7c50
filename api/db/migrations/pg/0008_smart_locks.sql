CREATE TABLE "lock_alarms" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"lock_id" text NOT NULL,
	"apartment_id" text NOT NULL,
	"room_id" text NOT NULL,
	"kind" text NOT NULL,
	"at" bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"event_id" text
);
--> statement-breakpoint
CREATE TABLE "lock_freeze_records" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"lock_id" text NOT NULL,
	"apartment_id" text NOT NULL,
	"room_id" text NOT NULL,
	"uid" text NOT NULL,
	"user_name" text NOT NULL,
	"frozen" bigint NOT NULL,
	"source" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"operator_name" text DEFAULT '' NOT NULL,
	"at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lock_key_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"user_id" text NOT NULL,
	"day" text NOT NULL,
	"apartment_ids" text NOT NULL,
	"lock_count" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lock_open_records" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"lock_id" text NOT NULL,
	"apartment_id" text NOT NULL,
	"room_id" text NOT NULL,
	"opened_at" bigint NOT NULL,
	"open_type" bigint NOT NULL,
	"result" bigint NOT NULL,
	"uid" text,
	"user_name" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"code_step" bigint,
	"mutation_id" text,
	"event_id" text
);
--> statement-breakpoint
CREATE TABLE "lock_passwords" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"lock_id" text NOT NULL,
	"apartment_id" text NOT NULL,
	"room_id" text NOT NULL,
	"uid" text NOT NULL,
	"user_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"password_type" bigint NOT NULL,
	"code" text NOT NULL,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL,
	"lease_id" text,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" text,
	"revoked_at" bigint
);
--> statement-breakpoint
CREATE TABLE "lock_period_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"lock_id" text NOT NULL,
	"apartment_id" text NOT NULL,
	"room_id" text NOT NULL,
	"issuer_id" text NOT NULL,
	"for_name" text NOT NULL,
	"from_at" bigint NOT NULL,
	"until_at" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"issued_at" bigint NOT NULL,
	"mutation_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lock_users" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"lock_id" text NOT NULL,
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"lease_id" text,
	"frozen" bigint DEFAULT 0 NOT NULL,
	"removed_at" bigint
);
--> statement-breakpoint
CREATE TABLE "locks" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"apartment_id" text NOT NULL,
	"room_id" text NOT NULL,
	"sn" text NOT NULL,
	"name" text NOT NULL,
	"lock_type" bigint NOT NULL,
	"gateway_id" text,
	"online_status" bigint DEFAULT 1 NOT NULL,
	"battery" bigint DEFAULT 100 NOT NULL,
	"last_seen_at" bigint,
	"push_pending" bigint DEFAULT 0 NOT NULL,
	"secret" text NOT NULL,
	"deleted_at" bigint
);
--> statement-breakpoint
CREATE TABLE "sim_lock_events" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"sn" text NOT NULL,
	"at" bigint NOT NULL,
	"body" text NOT NULL,
	"taken" bigint DEFAULT 0 NOT NULL,
	"via_cloud" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_locks" (
	"sn" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"lock_type" bigint NOT NULL,
	"secret" text NOT NULL,
	"online" bigint DEFAULT 1 NOT NULL,
	"battery" bigint DEFAULT 100 NOT NULL,
	"clock_offset_ms" bigint DEFAULT 0 NOT NULL,
	"users" text DEFAULT '[]' NOT NULL,
	"passwords" text DEFAULT '[]' NOT NULL,
	"last_step" text DEFAULT '{}' NOT NULL,
	"wrong" bigint DEFAULT 0 NOT NULL,
	"locked_until" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apartment_configs" ADD COLUMN "staff_open_rented" bigint;--> statement-breakpoint
ALTER TABLE "apartment_configs" ADD COLUMN "freeze_days" bigint;--> statement-breakpoint
CREATE INDEX "lock_alarms_org_at_idx" ON "lock_alarms" USING btree ("org_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "lock_alarms_event_uq" ON "lock_alarms" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "lock_freeze_records_org_at_idx" ON "lock_freeze_records" USING btree ("org_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "lock_key_grants_user_day_uq" ON "lock_key_grants" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "lock_open_records_lock_idx" ON "lock_open_records" USING btree ("lock_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lock_open_records_mutation_uq" ON "lock_open_records" USING btree ("mutation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lock_open_records_event_uq" ON "lock_open_records" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "lock_passwords_org_created_idx" ON "lock_passwords" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "lock_passwords_lock_idx" ON "lock_passwords" USING btree ("lock_id");--> statement-breakpoint
CREATE INDEX "lock_passwords_lease_idx" ON "lock_passwords" USING btree ("lease_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lock_period_codes_mutation_uq" ON "lock_period_codes" USING btree ("mutation_id");--> statement-breakpoint
CREATE INDEX "lock_period_codes_lock_idx" ON "lock_period_codes" USING btree ("lock_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lock_users_lock_uid_uq" ON "lock_users" USING btree ("lock_id","uid");--> statement-breakpoint
CREATE INDEX "lock_users_lease_idx" ON "lock_users" USING btree ("lease_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locks_sn_uq" ON "locks" USING btree ("sn");--> statement-breakpoint
CREATE INDEX "locks_org_apartment_idx" ON "locks" USING btree ("org_id","apartment_id");--> statement-breakpoint
CREATE INDEX "locks_room_idx" ON "locks" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "sim_lock_events_org_idx" ON "sim_lock_events" USING btree ("org_id","taken","at");--> statement-breakpoint
CREATE INDEX "sim_locks_org_idx" ON "sim_locks" USING btree ("org_id");