ALTER TABLE "hardware_alarms" ADD COLUMN "notified_at" bigint;--> statement-breakpoint
CREATE INDEX "hardware_alarms_untold_idx" ON "hardware_alarms" USING btree ("org_id","notified_at");--> statement-breakpoint
UPDATE "hardware_alarms" SET "notified_at" = "at" WHERE "notified_at" IS NULL;
