-- A party the parent changed on the manage page (the children, the cake) until BOOKING_CHANGE_CUTOFF
-- before its start: when the last change was made. The desk marks the booking "changed by the
-- parent" while it is set; the booking's desk page, once shown, clears it by a POST.
ALTER TABLE "booking_requests" ADD COLUMN "parent_changed_at" timestamp with time zone;
