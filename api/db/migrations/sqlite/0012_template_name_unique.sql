-- Existing live templates sharing a name within one apartment: the later ones get a numbered name (X（2）, X（3）…)
-- and a new change version, so the unique index below can be built and offline copies learn the new name.
CREATE TEMP TABLE `_tpl_dups` AS SELECT `id`, `org_id`, `name` || '（' || `n` || '）' AS `new_name` FROM (
	SELECT `id`, `org_id`, `name`, ROW_NUMBER() OVER (PARTITION BY `apartment_id`, `name` ORDER BY `created_at`, `id`) AS `n`
	FROM `room_templates` WHERE `deleted_at` IS NULL
) WHERE `n` > 1;
--> statement-breakpoint
UPDATE `change_counters` SET `value` = `value` + 1 WHERE `org_id` IN (SELECT `org_id` FROM `_tpl_dups`);
--> statement-breakpoint
UPDATE `room_templates` SET
	`name` = (SELECT `new_name` FROM `_tpl_dups` d WHERE d.`id` = `room_templates`.`id`),
	`version` = (SELECT `value` FROM `change_counters` c WHERE c.`org_id` = `room_templates`.`org_id`)
WHERE `id` IN (SELECT `id` FROM `_tpl_dups`);
--> statement-breakpoint
DROP TABLE `_tpl_dups`;
--> statement-breakpoint
CREATE UNIQUE INDEX `templates_apartment_name_uq` ON `room_templates` (`apartment_id`,`name`) WHERE deleted_at IS NULL;
