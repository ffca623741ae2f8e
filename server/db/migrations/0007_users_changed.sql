-- Every committed change to users is announced on the channel users_changed. A server on embedded
-- PGlite, the only writer of its database, keeps callers' rows in memory and forgets them at each announcement
-- (server/auth/caller-rows.ts); on PostgreSQL nobody listens and the rows are read on every request.
-- One announcement per statement, whatever the number of rows (a NOTIFY is only sent when the transaction commits).
CREATE FUNCTION announce_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('users_changed', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION announce_users_changed();
