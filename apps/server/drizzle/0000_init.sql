CREATE TABLE "studio_closing_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"studio_id" bigint NOT NULL,
	"from" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "studio_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"studio_id" bigint NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_features" (
	"tenant_id" text NOT NULL,
	"studio_id" bigint NOT NULL,
	"feature" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "studio_features_studio_id_feature_pk" PRIMARY KEY("studio_id","feature")
);
--> statement-breakpoint
CREATE TABLE "studio_legal_infos" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"studio_id" bigint NOT NULL,
	"type" text NOT NULL,
	"locale" text NOT NULL,
	"text" text NOT NULL,
	"external_url" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_menu_entries" (
	"tenant_id" text NOT NULL,
	"studio_id" bigint NOT NULL,
	"entry" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "studio_menu_entries_studio_id_entry_pk" PRIMARY KEY("studio_id","entry")
);
--> statement-breakpoint
CREATE TABLE "studios" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"magicline_id" bigint NOT NULL,
	"name" text NOT NULL,
	"zone_id" text DEFAULT 'Europe/Berlin' NOT NULL,
	"studio_type" smallint DEFAULT 2 NOT NULL,
	"currency_code" text DEFAULT 'EUR' NOT NULL,
	"locale" text DEFAULT 'de_DE' NOT NULL,
	"logo_url" text,
	"street" text NOT NULL,
	"house_number" text,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"province_code" text,
	"country_code" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"facility_group" text,
	"online_cancellation_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"public_name" text NOT NULL,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whitelabel_configs" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"platform_name" text NOT NULL,
	"tenant_id" text,
	"public_facility_group" text NOT NULL,
	"brand_identifier" text NOT NULL,
	"account_context" text NOT NULL,
	"context" text NOT NULL,
	"legal_entity" text,
	"legal_entity_address" text,
	"hide_support_url" boolean DEFAULT false NOT NULL,
	"style" jsonb NOT NULL,
	"texts" jsonb NOT NULL,
	"hosts" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whitelabel_configs_public_facility_group_unique" UNIQUE("public_facility_group")
);
--> statement-breakpoint
ALTER TABLE "studio_closing_hours" ADD CONSTRAINT "studio_closing_hours_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_closing_hours" ADD CONSTRAINT "studio_closing_hours_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_contacts" ADD CONSTRAINT "studio_contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_contacts" ADD CONSTRAINT "studio_contacts_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_features" ADD CONSTRAINT "studio_features_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_features" ADD CONSTRAINT "studio_features_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_legal_infos" ADD CONSTRAINT "studio_legal_infos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_legal_infos" ADD CONSTRAINT "studio_legal_infos_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_menu_entries" ADD CONSTRAINT "studio_menu_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_menu_entries" ADD CONSTRAINT "studio_menu_entries_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studios" ADD CONSTRAINT "studios_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelabel_configs" ADD CONSTRAINT "whitelabel_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_closing_hours_studio_idx" ON "studio_closing_hours" USING btree ("studio_id");--> statement-breakpoint
CREATE INDEX "studio_contacts_studio_idx" ON "studio_contacts" USING btree ("studio_id");--> statement-breakpoint
CREATE INDEX "studio_legal_infos_studio_idx" ON "studio_legal_infos" USING btree ("studio_id");--> statement-breakpoint
CREATE INDEX "studios_tenant_idx" ON "studios" USING btree ("tenant_id");