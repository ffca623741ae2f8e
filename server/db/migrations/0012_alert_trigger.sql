-- An alert fires either at or under a maximum price (every alert so far) or when a check finds a price below the
-- route's typical range ('abaixo do normal'), which has no maximum. Exactly one of the two is set.
ALTER TABLE price_alerts ADD COLUMN trigger text NOT NULL DEFAULT 'max_price'
  CHECK (trigger IN ('max_price', 'below_typical'));
ALTER TABLE price_alerts ALTER COLUMN max_price DROP NOT NULL;
ALTER TABLE price_alerts ADD CONSTRAINT price_alerts_trigger_price
  CHECK ((trigger = 'max_price') = (max_price IS NOT NULL));

-- What was announced under one mode says nothing under the other: switching the mode resets it, like the watch.
CREATE OR REPLACE FUNCTION price_alert_watch_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.origin IS DISTINCT FROM OLD.origin OR NEW.destination IS DISTINCT FROM OLD.destination
     OR NEW.alert_type IS DISTINCT FROM OLD.alert_type OR NEW.cabin IS DISTINCT FROM OLD.cabin
     OR NEW.date_from IS DISTINCT FROM OLD.date_from OR NEW.date_to IS DISTINCT FROM OLD.date_to
     OR NEW.trigger IS DISTINCT FROM OLD.trigger THEN
    NEW.last_announced_price := NULL;
    NEW.last_best := NULL;
    NEW.next_check_at := greatest(now(), coalesce(OLD.last_checked_at, now()) + interval '5 minutes');
  ELSIF NEW.active AND NOT OLD.active THEN
    NEW.next_check_at := least(OLD.next_check_at, greatest(now(), coalesce(OLD.last_checked_at, now()) + interval '5 minutes'));
  END IF;
  RETURN NEW;
END;
$$;
