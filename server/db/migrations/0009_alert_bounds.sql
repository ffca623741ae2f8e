-- Per-account bounds on price alerts. 'Verificar agora' is counted per account in its own table, so deleting an
-- alert and creating it again does not give a fresh check; the rows older than an hour are only history.
CREATE TABLE alert_manual_checks (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  checked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX alert_manual_checks_user_idx ON alert_manual_checks (user_id, checked_at);

-- The paid providers' budget per time window, shared by the job on every instance and by 'Verificar agora'.
CREATE TABLE alert_provider_calls (
  provider text NOT NULL,
  window_start timestamptz NOT NULL,
  calls integer NOT NULL DEFAULT 0,
  PRIMARY KEY (provider, window_start)
);
