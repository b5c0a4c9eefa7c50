CREATE TABLE "refund_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"lease_id" text NOT NULL,
	"checkout_id" text NOT NULL,
	"apartment_id" text NOT NULL,
	"room_id" text NOT NULL,
	"tenant" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"proposed_way" bigint,
	"lines" text NOT NULL,
	"check_out_date" text NOT NULL,
	"status" bigint DEFAULT 0 NOT NULL,
	"applicant_id" text NOT NULL,
	"approved_by" text,
	"approved_at" bigint,
	"paid_by" text,
	"paid_at" bigint,
	"pay_date" text,
	"payment_way" bigint,
	"rejected_by" text,
	"rejected_at" bigint,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "refund_app_checkout_uq" ON "refund_applications" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "refund_app_org_idx" ON "refund_applications" USING btree ("org_id","status","created_at");--> statement-breakpoint
CREATE INDEX "refund_app_lease_idx" ON "refund_applications" USING btree ("lease_id");