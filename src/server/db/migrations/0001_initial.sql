CREATE TABLE "agents" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first" text DEFAULT '' NOT NULL,
	"last" text DEFAULT '' NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'agent' NOT NULL,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "calculations" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"position" integer NOT NULL,
	"workscope_calculation_id" integer NOT NULL,
	"qty" numeric(14, 4) NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"difficulty" numeric(8, 4) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"qty_label" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"legacy_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	"customer_id" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"agent_id" uuid,
	"creator_id" uuid,
	"total" numeric(12, 2) NOT NULL,
	"discount" numeric(12, 2) NOT NULL,
	"coupon_title" text DEFAULT '' NOT NULL,
	"coupon_pct" numeric(5, 2) NOT NULL,
	"coupon_amt" numeric(12, 2) NOT NULL,
	"deposit" numeric(12, 2) NOT NULL,
	"net_due" numeric(12, 2) NOT NULL,
	"area_total" integer NOT NULL,
	"financing_id" integer,
	"active_financing_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"agent_snapshot" text,
	"creator_snapshot" text,
	"version" integer NOT NULL,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_device" text,
	CONSTRAINT "contracts_legacy_id_unique" UNIQUE("legacy_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"first" text DEFAULT '' NOT NULL,
	"last" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financing_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"term" integer NOT NULL,
	"apr" numeric(5, 2) NOT NULL,
	"visible" boolean NOT NULL,
	CONSTRAINT "financing_options_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" text PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"goal_id" text NOT NULL,
	"position" integer NOT NULL,
	"guid" text NOT NULL,
	"selected" boolean NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"workscope_id" integer,
	"treatment_notes" text DEFAULT '' NOT NULL,
	"wsid" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"show_calculator" boolean DEFAULT false NOT NULL,
	"pdf_file_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"length" integer NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "workscope_calculations" (
	"id" integer PRIMARY KEY NOT NULL,
	"workscope_id" integer NOT NULL,
	"name" text NOT NULL,
	"qty_label" text NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workscope_cats" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workscopes" (
	"id" integer PRIMARY KEY NOT NULL,
	"wsid" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"show_calculator" boolean DEFAULT false NOT NULL,
	"pdf" text,
	CONSTRAINT "workscopes_wsid_unique" UNIQUE("wsid")
);
--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculations" ADD CONSTRAINT "calculations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_agent_id_agents_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_creator_id_agents_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."agents"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_financing_id_financing_options_id_fk" FOREIGN KEY ("financing_id") REFERENCES "public"."financing_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_workscope_id_workscopes_id_fk" FOREIGN KEY ("workscope_id") REFERENCES "public"."workscopes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workscope_calculations" ADD CONSTRAINT "workscope_calculations_workscope_id_workscopes_id_fk" FOREIGN KEY ("workscope_id") REFERENCES "public"."workscopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workscopes" ADD CONSTRAINT "workscopes_category_id_workscope_cats_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."workscope_cats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calculations_project_idx" ON "calculations" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "contracts_synced_at_idx" ON "contracts" USING btree ("synced_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_customer_idx" ON "contracts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "contracts_description_trgm_idx" ON "contracts" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_last_trgm_idx" ON "customers" USING gin (lower("last") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goals_contract_idx" ON "goals" USING btree ("contract_id","position");--> statement-breakpoint
CREATE INDEX "projects_goal_idx" ON "projects" USING btree ("goal_id","position");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rooms_contract_idx" ON "rooms" USING btree ("contract_id","position");--> statement-breakpoint
CREATE INDEX "workscope_calculations_scope_idx" ON "workscope_calculations" USING btree ("workscope_id","rank");--> statement-breakpoint
CREATE INDEX "workscopes_category_idx" ON "workscopes" USING btree ("category_id");