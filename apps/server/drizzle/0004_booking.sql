CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"studio_id" bigint NOT NULL,
	"benefit_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"max_participants" integer NOT NULL,
	"booked_participants" integer DEFAULT 0 NOT NULL,
	"waiting_list_active" boolean DEFAULT false NOT NULL,
	"max_waiting_list_participants" integer DEFAULT 0 NOT NULL,
	"waiting_list_participants" integer DEFAULT 0 NOT NULL,
	"earliest_booking_at" timestamp with time zone NOT NULL,
	"latest_booking_at" timestamp with time zone NOT NULL,
	"cancellation_deadline_minutes" integer DEFAULT 0 NOT NULL,
	"promotion_cutoff_minutes" integer DEFAULT 60 NOT NULL,
	"location" text,
	"employees" text[] DEFAULT '{}' NOT NULL,
	"meeting_type" text DEFAULT 'ON_SITE' NOT NULL,
	"status" text DEFAULT 'PLANNED' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"studio_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color_hex" text,
	"image_url" text,
	"duration_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"appointment_id" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"queue_number" bigserial NOT NULL,
	"contingent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booked_at" timestamp with time zone,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contingents" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"benefit_type" text NOT NULL,
	"name" text NOT NULL,
	"total" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "no_show_penalties" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"block_booking_until" timestamp with time zone,
	"entrance_lock_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_benefit_id_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_contingent_id_contingents_id_fk" FOREIGN KEY ("contingent_id") REFERENCES "public"."contingents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contingents" ADD CONSTRAINT "contingents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contingents" ADD CONSTRAINT "contingents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_penalties" ADD CONSTRAINT "no_show_penalties_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_penalties" ADD CONSTRAINT "no_show_penalties_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_studio_start_idx" ON "appointments" USING btree ("studio_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_items_live_place_idx" ON "calendar_items" USING btree ("appointment_id","customer_id") WHERE "calendar_items"."status" <> 'CANCELED';--> statement-breakpoint
CREATE INDEX "calendar_items_customer_idx" ON "calendar_items" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "contingents_customer_idx" ON "contingents" USING btree ("customer_id");