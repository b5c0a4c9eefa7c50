ALTER TABLE "applied_mutations" ADD COLUMN "result_version" bigint;--> statement-breakpoint
UPDATE "applied_mutations" SET "result_version" = "version";
