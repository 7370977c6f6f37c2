CREATE TABLE "customer_amendments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"group" text NOT NULL,
	"status" text NOT NULL,
	"values" jsonb NOT NULL,
	"previous_values" jsonb NOT NULL,
	"document_type" text,
	"document_file_name" text,
	"document_content_type" text,
	"document_data" "bytea",
	"requested_by" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"rejection_reason" text
);
--> statement-breakpoint
CREATE TABLE "customer_data_policies" (
	"tenant_id" text NOT NULL,
	"group" text NOT NULL,
	"policy" text NOT NULL,
	"document_required" boolean DEFAULT false NOT NULL,
	CONSTRAINT "customer_data_policies_tenant_id_group_pk" PRIMARY KEY("tenant_id","group")
);
--> statement-breakpoint
CREATE TABLE "customer_details" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"gender" text,
	"place_of_birth" text,
	"country_of_birth" text,
	"tax_id" text,
	"street" text,
	"house_number" text,
	"address_supplement" text,
	"zip" text,
	"city" text,
	"country_code" text,
	"province_code" text,
	"phone_mobile" text,
	"phone_private" text,
	"phone_business" text,
	"iban" text,
	"bic" text,
	"bank_name" text,
	"account_holder" text,
	"mandate_id" uuid
);
--> statement-breakpoint
ALTER TABLE "customer_amendments" ADD CONSTRAINT "customer_amendments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_amendments" ADD CONSTRAINT "customer_amendments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_amendments" ADD CONSTRAINT "customer_amendments_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_data_policies" ADD CONSTRAINT "customer_data_policies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_details" ADD CONSTRAINT "customer_details_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_details" ADD CONSTRAINT "customer_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_details" ADD CONSTRAINT "customer_details_mandate_id_sepa_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sepa_mandates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_amendments_one_pending_idx" ON "customer_amendments" USING btree ("customer_id","group") WHERE "customer_amendments"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "customer_amendments_customer_idx" ON "customer_amendments" USING btree ("tenant_id","customer_id");