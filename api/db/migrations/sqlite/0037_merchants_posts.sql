CREATE TABLE `merchant_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`merchant_id` text NOT NULL,
	`lease_id` text,
	`name` text NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`rating` integer NOT NULL,
	`is_anonymous` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `merchant_reviews_merchant_idx` ON `merchant_reviews` (`merchant_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `merchant_reviews_lease_uq` ON `merchant_reviews` (`merchant_id`,`lease_id`);--> statement-breakpoint
CREATE TABLE `merchants` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`apartment_id` text NOT NULL,
	`name` text NOT NULL,
	`image` text DEFAULT '' NOT NULL,
	`intro` text DEFAULT '' NOT NULL,
	`genre_id` text NOT NULL,
	`subdivide_id` text,
	`address` text DEFAULT '' NOT NULL,
	`delivery_money` integer DEFAULT 0 NOT NULL,
	`distance_m` integer DEFAULT 0 NOT NULL,
	`discounts` text DEFAULT '' NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`status` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `merchants_org_apartment_idx` ON `merchants` (`org_id`,`apartment_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `shop_categories` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`name` text NOT NULL,
	`genre_id` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `shop_categories_org_idx` ON `shop_categories` (`org_id`,`genre_id`);--> statement-breakpoint
CREATE TABLE `shop_genres` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`name` text NOT NULL,
	`classify` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `shop_genres_org_idx` ON `shop_genres` (`org_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `community_posts` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`apartment_id` text NOT NULL,
	`lease_id` text,
	`user_name` text NOT NULL,
	`user_phone` text DEFAULT '' NOT NULL,
	`content` text NOT NULL,
	`is_range` integer DEFAULT 1 NOT NULL,
	`is_verify` integer DEFAULT 0 NOT NULL,
	`verifier_name` text DEFAULT '' NOT NULL,
	`verified_at` integer,
	`failure_note` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `community_posts_org_idx` ON `community_posts` (`org_id`,`apartment_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `community_posts_lease_idx` ON `community_posts` (`lease_id`);--> statement-breakpoint
CREATE TABLE `post_comments` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`post_id` text NOT NULL,
	`lease_id` text,
	`from_user_name` text NOT NULL,
	`to_user_name` text DEFAULT '' NOT NULL,
	`content` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `post_comments_post_idx` ON `post_comments` (`post_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `post_likes` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`post_id` text NOT NULL,
	`lease_id` text NOT NULL,
	`user_name` text NOT NULL,
	`is_praise` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `post_likes_lease_uq` ON `post_likes` (`post_id`,`lease_id`);