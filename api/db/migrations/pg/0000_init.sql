CREATE TABLE "change_counters" (
	"org_id" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"ip" text NOT NULL,
	"at" bigint NOT NULL,
	"ok" bigint
);
--> statement-breakpoint
CREATE TABLE "orgs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"org_id" text NOT NULL,
	"remember" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"revoked_at" bigint
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"user_type" bigint NOT NULL,
	"name" text NOT NULL,
	"nickname" text NOT NULL,
	"email" text,
	"picture" text,
	"is_usable" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted_at" bigint
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" bigint,
	"kind" bigint NOT NULL,
	"pid" text,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"private_account" text DEFAULT '' NOT NULL,
	"public_account" text DEFAULT '' NOT NULL,
	"supervisor" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_actions" (
	"role_id" text NOT NULL,
	"group_id" bigint NOT NULL,
	"child_id" bigint NOT NULL,
	CONSTRAINT "role_actions_role_id_group_id_child_id_pk" PRIMARY KEY("role_id","group_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"role_type" bigint NOT NULL,
	"role_name" text NOT NULL,
	"role_desc" text DEFAULT '' NOT NULL,
	"deleted_at" bigint
);
--> statement-breakpoint
CREATE TABLE "user_projects" (
	"user_id" text NOT NULL,
	"office_id" text NOT NULL,
	CONSTRAINT "user_projects_user_id_office_id_pk" PRIMARY KEY("user_id","office_id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text NOT NULL,
	"role_id" text NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "apartments" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" bigint,
	"project_id" text,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"location_name" text DEFAULT '' NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"district_code" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"total_floor" bigint NOT NULL,
	"is_elevator" bigint DEFAULT 0 NOT NULL,
	"facility" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"nearby" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floors" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" bigint,
	"apartment_id" text NOT NULL,
	"floor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" bigint,
	"apartment_id" text NOT NULL,
	"floor_id" text NOT NULL,
	"project_id" text,
	"house_number" text NOT NULL,
	"serial_number" bigint DEFAULT 0 NOT NULL,
	"is_rent" bigint DEFAULT 0 NOT NULL,
	"rent_cost" bigint DEFAULT 0 NOT NULL,
	"advance_cost" bigint DEFAULT 0 NOT NULL,
	"house_temp_id" text,
	"type" bigint DEFAULT 1 NOT NULL,
	"group_type" bigint DEFAULT 1 NOT NULL,
	"is_decoration" bigint DEFAULT 0 NOT NULL,
	"is_show" bigint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"area" double precision,
	"bedroom" bigint DEFAULT 0 NOT NULL,
	"hall" bigint DEFAULT 0 NOT NULL,
	"bathroom" bigint DEFAULT 0 NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"nearby" text DEFAULT '' NOT NULL,
	"advert" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"facility" text DEFAULT '' NOT NULL,
	"score" bigint DEFAULT 0 NOT NULL,
	"deposit" bigint,
	"payment" bigint,
	"deposit_cost" bigint,
	"collect_rent_type" bigint,
	"collect_rent_day" bigint,
	"apply_state" bigint,
	"facts" text DEFAULT '' NOT NULL,
	"vacant_since" text
);
--> statement-breakpoint
CREATE TABLE "partner_registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"reg_name" text NOT NULL,
	"reg_phone" text NOT NULL,
	"loc_province" text NOT NULL,
	"loc_city" text NOT NULL,
	"loc_district" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pictures" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" text NOT NULL,
	"url" text NOT NULL,
	"is_cover" bigint DEFAULT 0 NOT NULL,
	"sort" bigint DEFAULT 0 NOT NULL,
	"region_id" bigint DEFAULT 1 NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"user_id" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"subject_id" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"user_id" text NOT NULL,
	"msg_type" bigint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"is_read" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"deleted_at" bigint
);
--> statement-breakpoint
CREATE TABLE "operation_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"user_id" text NOT NULL,
	"nick_name" text NOT NULL,
	"phone" text NOT NULL,
	"context" text NOT NULL,
	"manager_type" bigint NOT NULL,
	"module" bigint NOT NULL,
	"client" bigint NOT NULL,
	"status" bigint NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_items" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" text NOT NULL,
	"item" text NOT NULL,
	"cost" bigint NOT NULL,
	"item_type" bigint NOT NULL,
	"sort" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" bigint,
	"apartment_id" text NOT NULL,
	"name" text NOT NULL,
	"area" double precision,
	"bedroom" bigint DEFAULT 0 NOT NULL,
	"hall" bigint DEFAULT 0 NOT NULL,
	"bathroom" bigint DEFAULT 0 NOT NULL,
	"deposit" bigint,
	"payment" bigint,
	"rent_cost" bigint,
	"deposit_cost" bigint,
	"advance_cost" bigint,
	"collect_rent_type" bigint,
	"collect_rent_day" bigint,
	"advert" text DEFAULT '' NOT NULL,
	"nearby" text DEFAULT '' NOT NULL,
	"facility" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apartment_configs" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"apartment_id" text NOT NULL,
	"advance_cost" bigint,
	"deposit" bigint,
	"payment" bigint,
	"collect_rent_type" bigint,
	"collect_rent_day" bigint,
	"source_type" bigint,
	"title" text,
	"intro" text,
	"facility" text,
	"receipt_day" bigint,
	"receipt_type" bigint,
	"door_lock" bigint,
	"freeze_switch" bigint,
	"service_line" text
);
--> statement-breakpoint
CREATE TABLE "contract_settings" (
	"org_id" text PRIMARY KEY NOT NULL,
	"default_contract_type" bigint DEFAULT 0 NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"seq" bigint NOT NULL,
	"number" text NOT NULL,
	"scene_type" bigint NOT NULL,
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"file_mime" text NOT NULL,
	"status" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_items" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"kind" bigint NOT NULL,
	"group_type" bigint NOT NULL,
	"item" text NOT NULL,
	"is_usable" bigint DEFAULT 1 NOT NULL,
	"sort" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meter_prices" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"apartment_id" text NOT NULL,
	"category" bigint NOT NULL,
	"unit_price" bigint DEFAULT 0 NOT NULL,
	"use_able" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"name" text NOT NULL,
	"use_able" bigint DEFAULT 1 NOT NULL,
	"sort" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulletins" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"deleted_at" bigint
);
--> statement-breakpoint
CREATE TABLE "quick_entry_choices" (
	"user_id" text NOT NULL,
	"org_id" text NOT NULL,
	"entry_id" bigint NOT NULL,
	"sort" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "quick_entry_choices_user_id_entry_id_pk" PRIMARY KEY("user_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"room_id" text NOT NULL,
	"name" text NOT NULL,
	"identity_card" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"receiving_card" text DEFAULT '' NOT NULL,
	"ifbank_card" bigint DEFAULT 0 NOT NULL,
	"status" bigint DEFAULT 0 NOT NULL,
	"deleted_at" bigint
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"last_success_at" bigint,
	"failures" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_vapid_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applied_mutations" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"user_id" text NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"version" bigint,
	"client_time" bigint,
	"applied_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "number_counters" (
	"org_id" text NOT NULL,
	"key" text NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "number_counters_org_id_key_pk" PRIMARY KEY("org_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"apartment_id" text,
	"room_id" text,
	"lease_id" text,
	"in_out" bigint NOT NULL,
	"kind" text DEFAULT 'cash' NOT NULL,
	"amount" bigint NOT NULL,
	"bill_type" bigint NOT NULL,
	"item_name" text NOT NULL,
	"payment_way" bigint NOT NULL,
	"paid_at" bigint NOT NULL,
	"bill_date" text NOT NULL,
	"trader" text DEFAULT '' NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"receipt_number" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"operator_id" text NOT NULL,
	"verify_status" bigint DEFAULT 0 NOT NULL,
	"verified_at" bigint,
	"verifier_id" text
);
--> statement-breakpoint
CREATE TABLE "request_replies" (
	"org_id" text NOT NULL,
	"key" text NOT NULL,
	"user_id" text NOT NULL,
	"body_hash" text NOT NULL,
	"reply" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "request_replies_org_id_key_pk" PRIMARY KEY("org_id","key")
);
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"apartment_id" text NOT NULL,
	"room_id" text NOT NULL,
	"order_no" text NOT NULL,
	"promise_man" text NOT NULL,
	"phone" text NOT NULL,
	"advance_cost" bigint NOT NULL,
	"rent_cost" bigint NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"latest_date" text NOT NULL,
	"pay_status" bigint DEFAULT 0 NOT NULL,
	"sign_status" bigint DEFAULT 0 NOT NULL,
	"pay_way" bigint,
	"pay_time" bigint,
	"receipt_picture" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"creator_id" text NOT NULL,
	"confirm_time" bigint,
	"lease_id" text,
	"lease_time" bigint,
	"cancel_time" bigint,
	"void_time" bigint,
	"receipt_number" text DEFAULT '' NOT NULL,
	"refund_time" bigint,
	"refund_way" bigint
);
--> statement-breakpoint
CREATE TABLE "bill_stages" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"lease_id" text NOT NULL,
	"stage" bigint NOT NULL,
	"stage_name" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"receivable_date" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"lease_id" text NOT NULL,
	"stage_id" text,
	"stage" bigint NOT NULL,
	"bills_type" bigint NOT NULL,
	"cost_name" text NOT NULL,
	"account_receivable" bigint NOT NULL,
	"receivable_date" text NOT NULL,
	"amount_received" bigint DEFAULT 0 NOT NULL,
	"receipt_date" bigint,
	"payment_type" bigint,
	"pay_status" bigint DEFAULT 0 NOT NULL,
	"valid_status" bigint DEFAULT 0 NOT NULL,
	"receipt_number" text DEFAULT '' NOT NULL,
	"receipt_remark" text DEFAULT '' NOT NULL,
	"receipt_picture" text DEFAULT '' NOT NULL,
	"operator_id" text,
	"source_type" text,
	"source_id" text,
	"arrears_notified_at" bigint
);
--> statement-breakpoint
CREATE TABLE "lease_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"lease_id" text NOT NULL,
	"kind" bigint NOT NULL,
	"check_out_date" text NOT NULL,
	"usable_date" text NOT NULL,
	"is_send" bigint DEFAULT 1 NOT NULL,
	"return_cause" text DEFAULT '' NOT NULL,
	"lines" text DEFAULT '[]' NOT NULL,
	"bad_debt_cost" bigint DEFAULT 0 NOT NULL,
	"return_cost" bigint DEFAULT 0 NOT NULL,
	"pathway" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"operator_id" text NOT NULL,
	"settled_at" bigint,
	"settled_by" text
);
--> statement-breakpoint
CREATE TABLE "lease_contracts" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"lease_id" text NOT NULL,
	"plain_text" text NOT NULL,
	"signature_file_id" text NOT NULL,
	"image_file_id" text NOT NULL,
	"sha256" text NOT NULL,
	"signed_at" bigint NOT NULL,
	"operator_id" text NOT NULL,
	CONSTRAINT "lease_contracts_lease_id_unique" UNIQUE("lease_id")
);
--> statement-breakpoint
CREATE TABLE "lease_tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"lease_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"sex" bigint DEFAULT 0 NOT NULL,
	"id_number_type" bigint DEFAULT 0 NOT NULL,
	"id_number" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '中国' NOT NULL,
	"id_card_address" text DEFAULT '' NOT NULL,
	"residential_address" text DEFAULT '' NOT NULL,
	"is_lease" bigint DEFAULT 0 NOT NULL,
	"dwell_status" bigint DEFAULT 0 NOT NULL,
	"start_date" text NOT NULL,
	"leave_date" text,
	"extra" text DEFAULT '{}' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"lease_code" text NOT NULL,
	"apartment_id" text NOT NULL,
	"room_id" text NOT NULL,
	"status" bigint DEFAULT 0 NOT NULL,
	"contract_type" bigint DEFAULT 0 NOT NULL,
	"contract_template_id" text,
	"tenant" text NOT NULL,
	"phone" text NOT NULL,
	"sex" bigint DEFAULT 0 NOT NULL,
	"id_number_type" bigint DEFAULT 0 NOT NULL,
	"id_number" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '中国' NOT NULL,
	"id_card_address" text DEFAULT '' NOT NULL,
	"residential_address" text DEFAULT '' NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"rent_cost" bigint NOT NULL,
	"deposit" bigint NOT NULL,
	"deposit_cost" bigint NOT NULL,
	"payment" bigint NOT NULL,
	"collect_rent_type" bigint NOT NULL,
	"collect_rent_day" bigint NOT NULL,
	"other_fees" text DEFAULT '[]' NOT NULL,
	"fitments" text DEFAULT '[]' NOT NULL,
	"advance_id" text,
	"advance_cost" bigint DEFAULT 0 NOT NULL,
	"is_deduction" bigint DEFAULT 0 NOT NULL,
	"is_tenant" bigint DEFAULT 0 NOT NULL,
	"is_send" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"creator_id" text NOT NULL,
	"signed_at" bigint NOT NULL,
	"effective_at" bigint,
	"check_out_at" bigint,
	"check_out_date" text,
	"usable_date" text,
	"settled" bigint DEFAULT 0 NOT NULL,
	"settled_at" bigint,
	"deleted_at" bigint,
	"expiry_notified_at" bigint,
	"mutation_id" text
);
--> statement-breakpoint
CREATE TABLE "payment_configs" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"apartment_id" text NOT NULL,
	"type" bigint NOT NULL,
	"pay_type" bigint DEFAULT 0 NOT NULL,
	"dis_ratio_bp" bigint NOT NULL,
	"manager_id" text
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"order_no" text NOT NULL,
	"apartment_id" text NOT NULL,
	"room_id" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"pay_type" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"total" bigint NOT NULL,
	"driver" text NOT NULL,
	"trade_no" text NOT NULL,
	"code_url" text NOT NULL,
	"creator_id" text NOT NULL,
	"paid_at" bigint,
	"applied_at" bigint,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "payment_trades" (
	"trade_no" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"order_no" text NOT NULL,
	"subject" text NOT NULL,
	"amount" bigint NOT NULL,
	"pay_type" bigint NOT NULL,
	"status" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"paid_at" bigint
);
--> statement-breakpoint
CREATE TABLE "bookkeeping_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"lease_id" text,
	"apartment_id" text,
	"room_id" text,
	"tally_type" bigint NOT NULL,
	"super_id" bigint NOT NULL,
	"sub_id" text,
	"name" text NOT NULL,
	"cost" bigint NOT NULL,
	"payment_date" text NOT NULL,
	"payment_way" bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"operator_id" text NOT NULL,
	"deleted_at" bigint
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"apartment_id" text NOT NULL,
	"room_id" text,
	"lease_id" text,
	"appointment_type" bigint DEFAULT 0 NOT NULL,
	"appointment_time" bigint NOT NULL,
	"linkman" text NOT NULL,
	"phone" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"deleted_at" bigint
);
--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"meter_id" text NOT NULL,
	"room_id" text NOT NULL,
	"apartment_id" text NOT NULL,
	"value" bigint NOT NULL,
	"read_at" bigint NOT NULL,
	"reader_id" text,
	"photo_file_id" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"review" bigint DEFAULT 0 NOT NULL,
	"review_reason" text DEFAULT '' NOT NULL,
	"bill_id" text,
	"mutation_id" text
);
--> statement-breakpoint
CREATE TABLE "meters" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" bigint,
	"apartment_id" text NOT NULL,
	"room_id" text NOT NULL,
	"dev_type" bigint NOT NULL,
	"is_auto" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"dev_sn" text DEFAULT '' NOT NULL,
	"online_status" bigint DEFAULT 1 NOT NULL,
	"last_value" bigint,
	"last_read_at" bigint,
	"last_reading_id" text,
	"avg_usage" bigint,
	"billed_value" bigint,
	"billed_reading_id" text
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_actions" ADD CONSTRAINT "role_actions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_projects" ADD CONSTRAINT "user_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_projects" ADD CONSTRAINT "user_projects_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_project_id_offices_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floors" ADD CONSTRAINT "floors_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_project_id_offices_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_templates" ADD CONSTRAINT "room_templates_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_configs" ADD CONSTRAINT "apartment_configs_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_prices" ADD CONSTRAINT "meter_prices_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owners" ADD CONSTRAINT "owners_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_phone_idx" ON "login_attempts" USING btree ("phone","at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_org_idx" ON "users" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "offices_org_idx" ON "offices" USING btree ("org_id","kind");--> statement-breakpoint
CREATE INDEX "roles_org_idx" ON "roles" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "apartments_org_idx" ON "apartments" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "apartments_project_idx" ON "apartments" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "floors_apartment_idx" ON "floors" USING btree ("apartment_id");--> statement-breakpoint
CREATE INDEX "rooms_apartment_idx" ON "rooms" USING btree ("apartment_id");--> statement-breakpoint
CREATE INDEX "rooms_floor_idx" ON "rooms" USING btree ("floor_id");--> statement-breakpoint
CREATE INDEX "rooms_org_version_idx" ON "rooms" USING btree ("org_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_phone_uq" ON "partner_registrations" USING btree ("reg_phone");--> statement-breakpoint
CREATE INDEX "registration_attempts_ip_idx" ON "registration_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "pictures_owner_idx" ON "pictures" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "uploads_org_idx" ON "uploads" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","is_read");--> statement-breakpoint
CREATE INDEX "oplog_org_idx" ON "operation_logs" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "fee_items_owner_idx" ON "fee_items" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "templates_apartment_idx" ON "room_templates" USING btree ("apartment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "templates_apartment_name_uq" ON "room_templates" USING btree ("apartment_id","name") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "apartment_configs_apartment_uq" ON "apartment_configs" USING btree ("apartment_id");--> statement-breakpoint
CREATE INDEX "apartment_configs_org_idx" ON "apartment_configs" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_org_seq_uq" ON "contract_templates" USING btree ("org_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_items_org_group_item_uq" ON "finance_items" USING btree ("org_id","kind","group_type","item");--> statement-breakpoint
CREATE UNIQUE INDEX "meter_prices_apartment_category_uq" ON "meter_prices" USING btree ("apartment_id","category");--> statement-breakpoint
CREATE INDEX "meter_prices_org_idx" ON "meter_prices" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_sources_org_name_uq" ON "tenant_sources" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "bulletins_org_idx" ON "bulletins" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "owners_room_uq" ON "owners" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "owners_org_idx" ON "owners" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_uq" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "applied_mutations_org_idx" ON "applied_mutations" USING btree ("org_id","applied_at");--> statement-breakpoint
CREATE INDEX "ledger_org_paid_idx" ON "ledger_entries" USING btree ("org_id","paid_at");--> statement-breakpoint
CREATE INDEX "ledger_source_idx" ON "ledger_entries" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "ledger_lease_idx" ON "ledger_entries" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "deposit_orders_org_idx" ON "deposit_orders" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_room_idx" ON "deposit_orders" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "deposit_orders_org_version_idx" ON "deposit_orders" USING btree ("org_id","version");--> statement-breakpoint
CREATE INDEX "bill_stages_lease_idx" ON "bill_stages" USING btree ("lease_id","stage");--> statement-breakpoint
CREATE INDEX "bills_lease_idx" ON "bills" USING btree ("lease_id","stage");--> statement-breakpoint
CREATE INDEX "bills_org_due_idx" ON "bills" USING btree ("org_id","pay_status","receivable_date");--> statement-breakpoint
CREATE INDEX "bills_org_version_idx" ON "bills" USING btree ("org_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_checkouts_lease_uq" ON "lease_checkouts" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "lease_tenants_lease_idx" ON "lease_tenants" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "leases_org_idx" ON "leases" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "leases_room_idx" ON "leases" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "leases_org_version_idx" ON "leases" USING btree ("org_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "leases_code_idx" ON "leases" USING btree ("org_id","lease_code");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_configs_apartment_uq" ON "payment_configs" USING btree ("org_id","apartment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_no_uq" ON "payment_orders" USING btree ("org_id","order_no");--> statement-breakpoint
CREATE INDEX "payment_orders_source_idx" ON "payment_orders" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "bookkeeping_lease_idx" ON "bookkeeping_entries" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "bookkeeping_org_idx" ON "bookkeeping_entries" USING btree ("org_id","payment_date");--> statement-breakpoint
CREATE INDEX "appointments_org_time_idx" ON "appointments" USING btree ("org_id","appointment_time");--> statement-breakpoint
CREATE INDEX "meter_readings_meter_idx" ON "meter_readings" USING btree ("meter_id","read_at");--> statement-breakpoint
CREATE INDEX "meter_readings_org_idx" ON "meter_readings" USING btree ("org_id","read_at");--> statement-breakpoint
CREATE INDEX "meters_room_idx" ON "meters" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "meters_org_version_idx" ON "meters" USING btree ("org_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "meters_room_type_uq" ON "meters" USING btree ("room_id","dev_type");