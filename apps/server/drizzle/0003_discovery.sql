CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_html" text,
	"image_url" text,
	"video_url" text,
	"duration_seconds" integer NOT NULL,
	"author" text,
	"publish_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"studio_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"studio_id" bigint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"photo_url" text,
	"texts" jsonb NOT NULL,
	"course_names" text[] DEFAULT '{}' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_name" text NOT NULL,
	"user_id" text NOT NULL,
	"application_name" text NOT NULL,
	"tenant_id" text,
	"studio_id" text,
	"properties" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"studio_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"teaser" text NOT NULL,
	"body_html" text NOT NULL,
	"image_url" text,
	"publish_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"studio_id" bigint NOT NULL,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_additional_menu_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"studio_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_logos" (
	"studio_id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"content_type" text NOT NULL,
	"original" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_opening_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"studio_id" bigint NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sepa_mandate_texts" (
	"tenant_id" text NOT NULL,
	"locale" text NOT NULL,
	"creditor_name" text NOT NULL,
	"creditor_identifier" text NOT NULL,
	"creditor_address" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "sepa_mandate_texts_tenant_id_locale_pk" PRIMARY KEY("tenant_id","locale")
);
--> statement-breakpoint
CREATE TABLE "studio_training_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"studio_id" bigint NOT NULL,
	"texts" jsonb NOT NULL,
	"capacity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"studio_id" bigint NOT NULL,
	"customer_id" uuid,
	"member_token" text,
	"checkin_time" timestamp with time zone NOT NULL,
	"checkout_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "utilization_settings" (
	"studio_id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"capacity" integer NOT NULL,
	"medium_from_percentage" smallint DEFAULT 40 NOT NULL,
	"high_from_percentage" smallint DEFAULT 75 NOT NULL,
	"visibility" text DEFAULT 'PUBLIC' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "categories" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "features" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "universal_check_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, btrim(regexp_replace(replace(replace(replace(lower(translate(replace(replace(coalesce("name", '') || ' ' || coalesce("city", '') || ' ' || coalesce("zip", '') || ' ' || coalesce("street", '') || ' ' || coalesce("province_code", ''), 'ß', 'ss'), 'ẞ', 'ss'), 'àáâãäåāăąÀÁÂÃÄÅĀĂĄçćčÇĆČďđĎĐèéêëēėęěÈÉÊËĒĖĘĚìíîïīįıÌÍÎÏĪĮİñńňÑŃŇòóôõöøōőÒÓÔÕÖØŌŐřŘśšşŚŠŞťţŤŢùúûüūůűųÙÚÛÜŪŮŰŲýÿÝŸźżžŹŻŽłŁ', 'aaaaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeeeeeiiiiiiiiiiiiiinnnnnnoooooooooooooooorrssssssttttuuuuuuuuuuuuuuuuyyyyzzzzzzll')), 'ae', 'a'), 'oe', 'o'), 'ue', 'u'), '[^a-z0-9]+', ' ', 'g')))) STORED;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "search_name" text GENERATED ALWAYS AS (btrim(regexp_replace(replace(replace(replace(lower(translate(replace(replace("name", 'ß', 'ss'), 'ẞ', 'ss'), 'àáâãäåāăąÀÁÂÃÄÅĀĂĄçćčÇĆČďđĎĐèéêëēėęěÈÉÊËĒĖĘĚìíîïīįıÌÍÎÏĪĮİñńňÑŃŇòóôõöøōőÒÓÔÕÖØŌŐřŘśšşŚŠŞťţŤŢùúûüūůűųÙÚÛÜŪŮŰŲýÿÝŸźżžŹŻŽłŁ', 'aaaaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeeeeeiiiiiiiiiiiiiinnnnnnoooooooooooooooorrssssssttttuuuuuuuuuuuuuuuuyyyyzzzzzzll')), 'ae', 'a'), 'oe', 'o'), 'ue', 'u'), '[^a-z0-9]+', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "search_city" text GENERATED ALWAYS AS (btrim(regexp_replace(replace(replace(replace(lower(translate(replace(replace("city", 'ß', 'ss'), 'ẞ', 'ss'), 'àáâãäåāăąÀÁÂÃÄÅĀĂĄçćčÇĆČďđĎĐèéêëēėęěÈÉÊËĒĖĘĚìíîïīįıÌÍÎÏĪĮİñńňÑŃŇòóôõöøōőÒÓÔÕÖØŌŐřŘśšşŚŠŞťţŤŢùúûüūůűųÙÚÛÜŪŮŰŲýÿÝŸźżžŹŻŽłŁ', 'aaaaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeeeeeiiiiiiiiiiiiiinnnnnnoooooooooooooooorrssssssttttuuuuuuuuuuuuuuuuyyyyzzzzzzll')), 'ae', 'a'), 'oe', 'o'), 'ue', 'u'), '[^a-z0-9]+', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_links" ADD CONSTRAINT "dashboard_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_links" ADD CONSTRAINT "dashboard_links_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_news" ADD CONSTRAINT "studio_news_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_news" ADD CONSTRAINT "studio_news_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_ratings" ADD CONSTRAINT "studio_ratings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_ratings" ADD CONSTRAINT "studio_ratings_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_additional_menu_entries" ADD CONSTRAINT "studio_additional_menu_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_additional_menu_entries" ADD CONSTRAINT "studio_additional_menu_entries_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_logos" ADD CONSTRAINT "studio_logos_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_logos" ADD CONSTRAINT "studio_logos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_opening_hours" ADD CONSTRAINT "studio_opening_hours_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_opening_hours" ADD CONSTRAINT "studio_opening_hours_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandate_texts" ADD CONSTRAINT "sepa_mandate_texts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_training_sections" ADD CONSTRAINT "studio_training_sections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_training_sections" ADD CONSTRAINT "studio_training_sections_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilization_settings" ADD CONSTRAINT "utilization_settings_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilization_settings" ADD CONSTRAINT "utilization_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_tenant_idx" ON "content_items" USING btree ("tenant_id","kind","locale");--> statement-breakpoint
CREATE INDEX "dashboard_links_studio_idx" ON "dashboard_links" USING btree ("studio_id");--> statement-breakpoint
CREATE INDEX "employees_studio_idx" ON "employees" USING btree ("studio_id");--> statement-breakpoint
CREATE INDEX "tracking_events_created_idx" ON "tracking_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "studio_news_studio_idx" ON "studio_news" USING btree ("studio_id","locale","publish_date");--> statement-breakpoint
CREATE INDEX "studio_ratings_studio_idx" ON "studio_ratings" USING btree ("studio_id","created_at");--> statement-breakpoint
CREATE INDEX "studio_additional_menu_entries_studio_idx" ON "studio_additional_menu_entries" USING btree ("studio_id");--> statement-breakpoint
CREATE INDEX "studio_opening_hours_studio_idx" ON "studio_opening_hours" USING btree ("studio_id","weekday");--> statement-breakpoint
CREATE INDEX "studio_training_sections_studio_idx" ON "studio_training_sections" USING btree ("studio_id");--> statement-breakpoint
CREATE INDEX "checkins_studio_time_idx" ON "checkins" USING btree ("studio_id","checkin_time");--> statement-breakpoint
CREATE UNIQUE INDEX "studios_slug_idx" ON "studios" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "studios_search_idx" ON "studios" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "studios_facility_group_idx" ON "studios" USING btree ("facility_group");