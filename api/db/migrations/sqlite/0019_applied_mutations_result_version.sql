ALTER TABLE `applied_mutations` ADD `result_version` integer;--> statement-breakpoint
UPDATE `applied_mutations` SET `result_version` = `version`;
