CREATE TABLE "meter_power_records" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"meter_id" text NOT NULL,
	"apartment_id" text NOT NULL,
	"room_id" text NOT NULL,
	"dev_sn" text NOT NULL,
	"control_type" bigint NOT NULL,
	"result" text NOT NULL,
	"user_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meter_swaps" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"meter_id" text NOT NULL,
	"apartment_id" text NOT NULL,
	"room_id" text NOT NULL,
	"old_sn" text NOT NULL,
	"new_sn" text NOT NULL,
	"old_value" bigint,
	"old_reading_id" text,
	"closing_bill_id" text,
	"start_value" bigint NOT NULL,
	"start_reading_id" text NOT NULL,
	"user_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meter_readings" ADD COLUMN "reviewer_id" text;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD COLUMN "reviewed_at" bigint;--> statement-breakpoint
ALTER TABLE "meters" ADD COLUMN "gateway_id" text;--> statement-breakpoint
ALTER TABLE "meters" ADD COLUMN "power_state" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "meter_power_records_meter_idx" ON "meter_power_records" USING btree ("meter_id","created_at");--> statement-breakpoint
CREATE INDEX "meter_swaps_meter_idx" ON "meter_swaps" USING btree ("meter_id","created_at");