-- The change feed (server/plugins/change-feed.ts): every write to these tables, whoever makes it
-- (the API, the seed, a script, psql), tells every instance's caches on commit.
CREATE FUNCTION courtside_notify_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV: channel, payload prefix, key column
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify(TG_ARGV[0], TG_ARGV[1] || (to_jsonb(OLD) ->> TG_ARGV[2]));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify(TG_ARGV[0], TG_ARGV[1] || (to_jsonb(NEW) ->> TG_ARGV[2]));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION courtside_notify_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV: channel, payload
  PERFORM pg_notify(TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER company_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_settings
  FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_statement('settings_changed', 'company_settings');
--> statement-breakpoint
CREATE TRIGGER booking_rules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booking_rules
  FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_statement('settings_changed', 'booking_rules');
--> statement-breakpoint
CREATE TRIGGER memberships_changed AFTER INSERT OR UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION courtside_notify_rows('membership_changed', 'user:', 'user_id');
--> statement-breakpoint
CREATE TRIGGER memberships_truncated AFTER TRUNCATE ON memberships
  FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_statement('membership_changed', '*');
--> statement-breakpoint
-- What the auth plugin keeps of an account: its e-mail, roles and token version.
CREATE TRIGGER users_auth_changed AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.roles IS DISTINCT FROM NEW.roles OR OLD.token_version IS DISTINCT FROM NEW.token_version OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION courtside_notify_rows('auth_changed', 'user:', 'id');
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION courtside_notify_rows('auth_changed', 'user:', 'id');
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_statement('auth_changed', '*');
--> statement-breakpoint
-- A login ends (logout, refresh-token reuse, password reset) or goes.
CREATE TRIGGER login_sessions_ended AFTER UPDATE ON login_sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION courtside_notify_rows('auth_changed', 'session:', 'id');
--> statement-breakpoint
CREATE TRIGGER login_sessions_deleted AFTER DELETE ON login_sessions
  FOR EACH ROW EXECUTE FUNCTION courtside_notify_rows('auth_changed', 'session:', 'id');
--> statement-breakpoint
CREATE TRIGGER login_sessions_truncated AFTER TRUNCATE ON login_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_statement('auth_changed', '*');
