CREATE TABLE "availabilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"studio_id" bigint NOT NULL,
	"benefit_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"studio_id" bigint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"date_of_birth" date,
	"gender" text,
	"address" jsonb,
	"locale" text NOT NULL,
	"confirm_token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_confirm_token_unique" UNIQUE("confirm_token")
);
--> statement-breakpoint
CREATE TABLE "access_refusal_configs" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"no_shows_before_block" integer DEFAULT 3 NOT NULL,
	"no_show_period_days" integer DEFAULT 30 NOT NULL,
	"block_days" integer DEFAULT 7 NOT NULL,
	"entrance_lock_days" integer DEFAULT 0 NOT NULL,
	"show_reason" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_refusals" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"reason" text NOT NULL,
	"refused_since" timestamp with time zone NOT NULL,
	"refused_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trial_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"required_fields" text[] DEFAULT '{}' NOT NULL,
	"confirm_within_minutes" integer DEFAULT 1440 NOT NULL,
	"once_per_email" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_session_configs" (
	"studio_id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"benefit_id" integer NOT NULL,
	"trial_configuration_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkin_reservation_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"studio_id" bigint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkin_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"slot_id" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'RESERVED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "calendar_items" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "employee_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "stream_url" text;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "booking_option_type" text DEFAULT 'CONTINGENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "price_minor" integer;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "currency_code" text;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "trial_configuration_id" integer;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "book_ahead_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "book_until_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "cancellation_deadline_minutes" integer DEFAULT 1440 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD COLUMN "confirm_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contingents" ADD COLUMN "benefit_kinds" text[] DEFAULT '{"COURSE","EVENT"}' NOT NULL;--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_benefit_id_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_refusal_configs" ADD CONSTRAINT "access_refusal_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_refusals" ADD CONSTRAINT "access_refusals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_refusals" ADD CONSTRAINT "access_refusals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_configurations" ADD CONSTRAINT "trial_configurations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_session_configs" ADD CONSTRAINT "trial_session_configs_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_session_configs" ADD CONSTRAINT "trial_session_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_session_configs" ADD CONSTRAINT "trial_session_configs_benefit_id_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_session_configs" ADD CONSTRAINT "trial_session_configs_trial_configuration_id_trial_configurations_id_fk" FOREIGN KEY ("trial_configuration_id") REFERENCES "public"."trial_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_reservation_slots" ADD CONSTRAINT "checkin_reservation_slots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_reservation_slots" ADD CONSTRAINT "checkin_reservation_slots_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_reservations" ADD CONSTRAINT "checkin_reservations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_reservations" ADD CONSTRAINT "checkin_reservations_slot_id_checkin_reservation_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."checkin_reservation_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_reservations" ADD CONSTRAINT "checkin_reservations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availabilities_benefit_idx" ON "availabilities" USING btree ("benefit_id");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE INDEX "checkin_reservation_slots_studio_start_idx" ON "checkin_reservation_slots" USING btree ("studio_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkin_reservations_live_idx" ON "checkin_reservations" USING btree ("slot_id","customer_id") WHERE "checkin_reservations"."status" = 'RESERVED';--> statement-breakpoint
CREATE INDEX "checkin_reservations_customer_idx" ON "checkin_reservations" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_trial_configuration_id_trial_configurations_id_fk" FOREIGN KEY ("trial_configuration_id") REFERENCES "public"."trial_configurations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_employee_start_idx" ON "appointments" USING btree ("employee_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_items_live_lead_place_idx" ON "calendar_items" USING btree ("appointment_id","lead_id") WHERE "calendar_items"."status" <> 'CANCELED';--> statement-breakpoint
CREATE INDEX "calendar_items_unconfirmed_idx" ON "calendar_items" USING btree ("confirm_until");--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_holder_check" CHECK (("calendar_items"."customer_id" is null) <> ("calendar_items"."lead_id" is null));