-- Live availability (GET /api/bookings/availability/stream): every write to bookings, whoever makes
-- it (a booking, a cancellation, a block, the hold sweeper), tells every instance on commit which
-- venue date(s) changed. Payload: the venue date, YYYY-MM-DD, in company_settings.time_zone.
-- Identical notifications in one transaction are folded into one by PostgreSQL.
CREATE FUNCTION courtside_notify_court_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := coalesce((SELECT time_zone FROM company_settings LIMIT 1), 'UTC');
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('court_changes', to_char(OLD.starts_at AT TIME ZONE zone, 'YYYY-MM-DD'));
    PERFORM pg_notify('court_changes', to_char((OLD.ends_at - interval '1 microsecond') AT TIME ZONE zone, 'YYYY-MM-DD'));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('court_changes', to_char(NEW.starts_at AT TIME ZONE zone, 'YYYY-MM-DD'));
    PERFORM pg_notify('court_changes', to_char((NEW.ends_at - interval '1 microsecond') AT TIME ZONE zone, 'YYYY-MM-DD'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_court_changes AFTER INSERT OR UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION courtside_notify_court_changes();
--> statement-breakpoint
CREATE TRIGGER bookings_court_changes_truncated AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_statement('court_changes', '*');
