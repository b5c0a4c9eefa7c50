CREATE TABLE "access_log" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"apartment_id" text NOT NULL,
	"device_id" text,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"at" bigint NOT NULL,
	"by_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_open_records" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"device_id" text NOT NULL,
	"apartment_id" text NOT NULL,
	"room_id" text,
	"open_type" bigint NOT NULL,
	"result" bigint NOT NULL,
	"opened_at" bigint NOT NULL,
	"uid" text,
	"pass_id" text,
	"user_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"event_id" text
);
--> statement-breakpoint
CREATE INDEX "access_log_list_idx" ON "access_log" USING btree ("org_id","apartment_id","at");--> statement-breakpoint
CREATE INDEX "access_open_records_list_idx" ON "access_open_records" USING btree ("org_id","apartment_id","opened_at");--> statement-breakpoint
CREATE INDEX "access_open_records_org_idx" ON "access_open_records" USING btree ("org_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "access_open_records_event_uq" ON "access_open_records" USING btree ("event_id");