CREATE TABLE "consumption_credit_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency_code" text NOT NULL,
	"text" text NOT NULL,
	"checkout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consumption_credit_movements" ADD CONSTRAINT "consumption_credit_movements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumption_credit_movements" ADD CONSTRAINT "consumption_credit_movements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumption_credit_movements" ADD CONSTRAINT "consumption_credit_movements_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumption_credit_movements_customer_idx" ON "consumption_credit_movements" USING btree ("tenant_id","customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consumption_credit_movements_checkout_idx" ON "consumption_credit_movements" USING btree ("checkout_id");