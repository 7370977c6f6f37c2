CREATE TABLE "contract_cancellation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"studio_id" bigint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"email" text NOT NULL,
	"customer_number" text,
	"contract_number" text,
	"kind" text NOT NULL,
	"reason" text,
	"wished_date" date,
	"locale" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contract_id" uuid,
	"contract_end_date" date
);
--> statement-breakpoint
ALTER TABLE "contract_cancellation_requests" ADD CONSTRAINT "contract_cancellation_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_cancellation_requests" ADD CONSTRAINT "contract_cancellation_requests_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_cancellation_requests_studio_received_idx" ON "contract_cancellation_requests" USING btree ("studio_id","received_at");