-- Invitations to a party and their guests' answers (src/booking/invitations/): deleted with their
-- booking (cascade), and 7 days after the party by the retention job.
CREATE TABLE "invitation_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"invitation_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"child_name" text NOT NULL,
	"coming" boolean NOT NULL,
	"food_note" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_answers_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "party_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"child_name" text NOT NULL,
	"host_line" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitation_answers" ADD CONSTRAINT "invitation_answers_invitation_id_party_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "party_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_invitations" ADD CONSTRAINT "party_invitations_booking_id_booking_requests_id_fk" FOREIGN KEY ("booking_id") REFERENCES "booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_answers_invitation_idx" ON "invitation_answers" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "party_invitations_booking_idx" ON "party_invitations" USING btree ("booking_id");