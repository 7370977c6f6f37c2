CREATE TABLE "customer_center_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"payment_signature_required" boolean DEFAULT false NOT NULL,
	"permissions" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_center_settings" ADD CONSTRAINT "customer_center_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;