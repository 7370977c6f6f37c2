CREATE TABLE "cancelation_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"for_modules" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_cancelations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"contract_id" uuid,
	"module_contract_id" uuid,
	"kind" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason_id" integer,
	"received_at" timestamp with time zone NOT NULL,
	"contract_end_date" date NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "contract_cancelations_one_target" CHECK (num_nonnulls("contract_cancelations"."contract_id", "contract_cancelations"."module_contract_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "contract_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"offer_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_minor" integer NOT NULL,
	"currency_code" text NOT NULL,
	"payment_frequency" jsonb NOT NULL,
	"minimum_term" jsonb NOT NULL,
	"renewal_period" jsonb,
	"notice_period" jsonb NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"studio_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"benefit_kinds" text[] DEFAULT '{"COURSE","EVENT"}' NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_studio_settings" (
	"studio_id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"tax_id_required" boolean DEFAULT false NOT NULL,
	"document_required" boolean DEFAULT false NOT NULL,
	"payment_methods" text[] DEFAULT '{"SEPA"}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"offer_id" integer NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_minor" integer NOT NULL,
	"currency_code" text NOT NULL,
	"payment_frequency" jsonb NOT NULL,
	"minimum_term" jsonb NOT NULL,
	"renewal_period" jsonb,
	"notice_period" jsonb NOT NULL,
	"start_rule" text DEFAULT 'SIGNING_DAY' NOT NULL,
	"preuse_allowed" boolean DEFAULT false NOT NULL,
	"flat_fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"studio_id" bigint NOT NULL,
	"offer_id" integer,
	"term_id" integer,
	"contract_number" text NOT NULL,
	"offer_name" text NOT NULL,
	"term_name" text NOT NULL,
	"price_minor" integer NOT NULL,
	"currency_code" text NOT NULL,
	"payment_frequency" jsonb NOT NULL,
	"minimum_term" jsonb NOT NULL,
	"renewal_period" jsonb,
	"notice_period" jsonb NOT NULL,
	"flat_fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" date NOT NULL,
	"preuse_date" date,
	"payment_method" text NOT NULL,
	"mandate_id" uuid,
	"customer_data" jsonb NOT NULL,
	"locale" text NOT NULL,
	"signature" text,
	"signed_at" timestamp with time zone NOT NULL,
	"contingent_id" integer,
	"idempotency_key" uuid,
	"request_digest" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"contract_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"module_id" integer,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_minor" integer NOT NULL,
	"currency_code" text NOT NULL,
	"payment_frequency" jsonb NOT NULL,
	"minimum_term" jsonb NOT NULL,
	"renewal_period" jsonb,
	"notice_period" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"trial_period_start_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sepa_mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"mandate_reference" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"account_holder" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cancelation_reasons" ADD CONSTRAINT "cancelation_reasons_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_cancelations" ADD CONSTRAINT "contract_cancelations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_cancelations" ADD CONSTRAINT "contract_cancelations_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_cancelations" ADD CONSTRAINT "contract_cancelations_module_contract_id_module_contracts_id_fk" FOREIGN KEY ("module_contract_id") REFERENCES "public"."module_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_cancelations" ADD CONSTRAINT "contract_cancelations_reason_id_cancelation_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."cancelation_reasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_modules" ADD CONSTRAINT "contract_modules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_modules" ADD CONSTRAINT "contract_modules_offer_id_contract_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."contract_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_offers" ADD CONSTRAINT "contract_offers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_offers" ADD CONSTRAINT "contract_offers_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_studio_settings" ADD CONSTRAINT "contract_studio_settings_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_studio_settings" ADD CONSTRAINT "contract_studio_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_terms" ADD CONSTRAINT "contract_terms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_terms" ADD CONSTRAINT "contract_terms_offer_id_contract_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."contract_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_offer_id_contract_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."contract_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_term_id_contract_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."contract_terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_mandate_id_sepa_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sepa_mandates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_contracts" ADD CONSTRAINT "module_contracts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_contracts" ADD CONSTRAINT "module_contracts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_contracts" ADD CONSTRAINT "module_contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_contracts" ADD CONSTRAINT "module_contracts_module_id_contract_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."contract_modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_cancelations_pending_contract_idx" ON "contract_cancelations" USING btree ("contract_id") WHERE "contract_cancelations"."status" = 'PENDING' and "contract_cancelations"."contract_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_cancelations_pending_module_idx" ON "contract_cancelations" USING btree ("module_contract_id") WHERE "contract_cancelations"."status" = 'PENDING' and "contract_cancelations"."module_contract_id" is not null;--> statement-breakpoint
CREATE INDEX "contract_modules_offer_idx" ON "contract_modules" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "contract_offers_studio_idx" ON "contract_offers" USING btree ("studio_id");--> statement-breakpoint
CREATE INDEX "contract_terms_offer_idx" ON "contract_terms" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_tenant_number_idx" ON "contracts" USING btree ("tenant_id","contract_number");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_tenant_idempotency_idx" ON "contracts" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "contracts_customer_idx" ON "contracts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "module_contracts_contract_idx" ON "module_contracts" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_mandates_reference_idx" ON "sepa_mandates" USING btree ("tenant_id","mandate_reference");