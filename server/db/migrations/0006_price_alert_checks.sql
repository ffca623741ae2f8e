-- Price alerts that fire. The alert gains the days and cabin it watches, and what the server saw;
-- each check leaves a history row; a fired alert becomes a notification synced to the device (like saved
-- flights: the user's sync_versions counter numbers it) and a Web Push to each of the user's subscriptions.
ALTER TABLE price_alerts
  ADD COLUMN date_from date,
  ADD COLUMN date_to date,
  ADD COLUMN cabin text CHECK (cabin IN ('ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST')),
  ADD COLUMN last_best jsonb,
  ADD COLUMN last_announced_price numeric(14, 2),
  ADD COLUMN last_error text,
  -- When the job may next check it: due when <= now(). A claim moves it to now() + lease, so one instance at a
  -- time owns a check (check_lease says which claim), and a crashed instance's claim simply expires.
  ADD COLUMN next_check_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN check_lease uuid,
  ADD COLUMN check_attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN last_manual_check_at timestamptz;
CREATE INDEX price_alerts_due_idx ON price_alerts (next_check_at) WHERE active AND deleted_at IS NULL;

CREATE TABLE alert_checks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  alert_id uuid NOT NULL REFERENCES price_alerts (id) ON DELETE CASCADE,
  checked_at timestamptz NOT NULL DEFAULT now(),
  best jsonb,
  fired boolean NOT NULL DEFAULT false,
  error text
);
CREATE INDEX alert_checks_alert_idx ON alert_checks (alert_id, checked_at);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  alert_id uuid REFERENCES price_alerts (id) ON DELETE SET NULL,
  title text NOT NULL,
  body text NOT NULL,
  url text NOT NULL,
  origin text NOT NULL,
  destination text NOT NULL,
  date date NOT NULL,
  price numeric(14, 2) NOT NULL,
  unit text NOT NULL CHECK (unit IN ('reais', 'milhas')),
  value_brl numeric(12, 2),
  source text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  sync_version bigint NOT NULL DEFAULT 0
);
CREATE INDEX notifications_pull_idx ON notifications (user_id, sync_version);

-- One row per run of the checking job (admin panel: last run, checked, fired, failed).
CREATE TABLE alert_job_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  checked integer NOT NULL DEFAULT 0,
  fired integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0
);
CREATE INDEX alert_job_runs_started_idx ON alert_job_runs (started_at);

-- Push subscriptions existed since 0001; the endpoint is looked up per user when an alert fires.
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

-- An alert whose route, unit, cabin or window a device changes watches something else: what it announced no
-- longer says anything, and it is checked again soon (not sooner than 5 minutes after its last check, so edits
-- cannot be used to spend the providers' budget). Switching it back on makes it due the same way.
CREATE FUNCTION price_alert_watch_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.origin IS DISTINCT FROM OLD.origin OR NEW.destination IS DISTINCT FROM OLD.destination
     OR NEW.alert_type IS DISTINCT FROM OLD.alert_type OR NEW.cabin IS DISTINCT FROM OLD.cabin
     OR NEW.date_from IS DISTINCT FROM OLD.date_from OR NEW.date_to IS DISTINCT FROM OLD.date_to THEN
    NEW.last_announced_price := NULL;
    NEW.last_best := NULL;
    NEW.next_check_at := greatest(now(), coalesce(OLD.last_checked_at, now()) + interval '5 minutes');
  ELSIF NEW.active AND NOT OLD.active THEN
    NEW.next_check_at := least(OLD.next_check_at, greatest(now(), coalesce(OLD.last_checked_at, now()) + interval '5 minutes'));
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER price_alert_watch_changed BEFORE UPDATE ON price_alerts
  FOR EACH ROW EXECUTE FUNCTION price_alert_watch_changed();
