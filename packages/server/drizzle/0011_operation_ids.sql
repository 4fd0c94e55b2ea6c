CREATE TABLE "operations" (
	"user_id" uuid NOT NULL,
	"operation_id" uuid NOT NULL,
	"route" text NOT NULL,
	"body_hash" text NOT NULL,
	"status" integer NOT NULL,
	"answer" json,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operations_user_id_operation_id_pk" PRIMARY KEY("user_id","operation_id")
);
--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operations_created_at_idx" ON "operations" USING btree ("created_at");