CREATE TABLE "blocked_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "staff_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "staff_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_times_range_idx" ON "blocked_times" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "staff_sessions_user_idx" ON "staff_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_verifications_identifier_idx" ON "staff_verifications" USING btree ("identifier");--> statement-breakpoint
-- A blocked time refuses a holding booking that overlaps it, as the exclusion constraint refuses
-- an overlap between bookings (same SQLSTATE, 23P01, so the booking store tries the next hall).
-- Checked when a booking is written or moved, not when its status changes: a block added over a
-- request already waiting does not stop the staff from confirming it. Blocks are written under an
-- exclusive advisory lock (src/booking/blocks-repository.ts) and checked under a shared one, so a
-- booking and a block written at the same moment cannot both miss each other. The lock's key is
-- the schema's own: bookings in another schema of the same database never wait on it.
CREATE FUNCTION "booking_requests_refuse_blocked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" IN ('pending', 'proposed', 'confirmed') THEN
    PERFORM pg_advisory_xact_lock_shared(hashtext(TG_TABLE_SCHEMA || '.blocked_times'));
    IF EXISTS (
      SELECT 1 FROM "blocked_times" AS b
      WHERE (b."resource" = NEW."resource" OR b."resource" = '*')
        AND b."starts_at" < NEW."blocked_until" AND NEW."starts_at" < b."ends_at"
    ) THEN
      RAISE EXCEPTION 'the time is blocked by the staff' USING ERRCODE = '23P01', CONSTRAINT = 'booking_requests_blocked';
    END IF;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "booking_requests_refuse_blocked" BEFORE INSERT OR UPDATE OF "resource", "starts_at", "blocked_until" ON "booking_requests"
  FOR EACH ROW EXECUTE FUNCTION "booking_requests_refuse_blocked"();
