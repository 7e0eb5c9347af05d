-- A party the parent changed on the manage page (the children, the cake) until BOOKING_CHANGE_CUTOFF
-- before its start: when the last change was made. The desk marks the booking "changed by the
-- parent" while it is set, and clears it when a staff member opens that booking on the desk.
ALTER TABLE "booking_requests" ADD COLUMN "parent_changed_at" timestamp with time zone;
