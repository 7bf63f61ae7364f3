-- Nothing reads bookings by start alone: availability and holds go through the exclusion constraint's GiST index.
DROP INDEX IF EXISTS "bookings_starts_at_idx";
