DROP INDEX "oplog_org_idx";--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "office_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "office_ids" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "oplog_org_user_idx" ON "operation_logs" USING btree ("org_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "oplog_org_idx" ON "operation_logs" USING btree ("org_id","created_at","id");