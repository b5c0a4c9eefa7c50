DROP INDEX "leases_org_idx";--> statement-breakpoint
DROP INDEX "leases_room_idx";--> statement-breakpoint
CREATE INDEX "rooms_org_todo_idx" ON "rooms" USING btree ("org_id","deleted_at","apartment_id","is_rent","id","house_temp_id","is_decoration","type","group_type");--> statement-breakpoint
CREATE INDEX "leases_org_status_idx" ON "leases" USING btree ("org_id","status","end_date","deleted_at","apartment_id");--> statement-breakpoint
CREATE INDEX "leases_org_idx" ON "leases" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leases_room_idx" ON "leases" USING btree ("room_id","status","deleted_at");