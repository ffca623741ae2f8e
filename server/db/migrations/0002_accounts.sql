-- Abuse limits live in the database so that every instance counts the same attempts.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL DEFAULT now(),
  count integer NOT NULL DEFAULT 0
);

ALTER TABLE users ADD COLUMN last_login_at timestamptz;
