-- The programs sessions list (GET /api/programs/sessions) is kept in memory on every instance
-- (issue 28): any write to what it shows, whoever makes it (a place sold or lapsed, a waitlist
-- offer, the owner's edit, the top-up, a script), tells them all on commit to read it again.
-- One message per statement (identical ones in a transaction are folded into one by PostgreSQL),
-- so a write pays one pg_notify, not one per row (function from migration 0007).
CREATE TRIGGER programs_program_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON programs
  FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_statement('program_changes', 'programs');
--> statement-breakpoint
CREATE TRIGGER program_sessions_program_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON program_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_statement('program_changes', 'program_sessions');
--> statement-breakpoint
CREATE TRIGGER program_registrations_program_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON program_registrations
  FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_statement('program_changes', 'program_registrations');
--> statement-breakpoint
CREATE TRIGGER program_waitlist_program_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON program_waitlist
  FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_statement('program_changes', 'program_waitlist');
--> statement-breakpoint
-- A caller's part in each session names their family members and counts them.
CREATE TRIGGER household_members_program_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON household_members
  FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_statement('program_changes', 'household_members');
--> statement-breakpoint
-- ... and the account holder by name: only a change of name is news.
CREATE TRIGGER users_program_names AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION courtside_notify_statement('program_changes', 'users');
