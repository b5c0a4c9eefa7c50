CREATE TABLE "merchant_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"merchant_id" text NOT NULL,
	"lease_id" text,
	"name" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"rating" bigint NOT NULL,
	"is_anonymous" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"apartment_id" text NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"genre_id" text NOT NULL,
	"subdivide_id" text,
	"address" text DEFAULT '' NOT NULL,
	"delivery_money" bigint DEFAULT 0 NOT NULL,
	"distance_m" bigint DEFAULT 0 NOT NULL,
	"discounts" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"status" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"genre_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_genres" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"classify" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"apartment_id" text NOT NULL,
	"lease_id" text,
	"user_name" text NOT NULL,
	"user_phone" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"is_range" bigint DEFAULT 1 NOT NULL,
	"is_verify" bigint DEFAULT 0 NOT NULL,
	"verifier_name" text DEFAULT '' NOT NULL,
	"verified_at" bigint,
	"failure_note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"post_id" text NOT NULL,
	"lease_id" text,
	"from_user_name" text NOT NULL,
	"to_user_name" text DEFAULT '' NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_likes" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"post_id" text NOT NULL,
	"lease_id" text NOT NULL,
	"user_name" text NOT NULL,
	"is_praise" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "merchant_reviews_merchant_idx" ON "merchant_reviews" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_reviews_lease_uq" ON "merchant_reviews" USING btree ("merchant_id","lease_id");--> statement-breakpoint
CREATE INDEX "merchants_org_apartment_idx" ON "merchants" USING btree ("org_id","apartment_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_categories_org_idx" ON "shop_categories" USING btree ("org_id","genre_id");--> statement-breakpoint
CREATE INDEX "shop_genres_org_idx" ON "shop_genres" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "community_posts_org_idx" ON "community_posts" USING btree ("org_id","apartment_id","created_at");--> statement-breakpoint
CREATE INDEX "community_posts_lease_idx" ON "community_posts" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "post_comments_post_idx" ON "post_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "post_likes_lease_uq" ON "post_likes" USING btree ("post_id","lease_id");