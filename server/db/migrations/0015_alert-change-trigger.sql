-- The site alert is read on every page load and kept in memory on every instance (issue 11); any
-- write to it, whoever makes it, tells them all to read it again (function from migration 0007).
CREATE TRIGGER app_alert_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON app_alert
  FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_statement('settings_changed', 'app_alert');
