CREATE TABLE "idle_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text NOT NULL,
	"rejection_reason" text,
	"document_file_name" text,
	"document_content_type" text,
	"document_data" "bytea",
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "extension_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "idle_periods" ADD CONSTRAINT "idle_periods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idle_periods" ADD CONSTRAINT "idle_periods_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idle_periods" ADD CONSTRAINT "idle_periods_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idle_periods" ADD CONSTRAINT "idle_periods_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idle_periods_customer_idx" ON "idle_periods" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "idle_periods_tenant_status_idx" ON "idle_periods" USING btree ("tenant_id","status");