-- What a price alert last announced, in full (price, unit, seats, flight day, summary, when), so it fires again only
-- for something new or better: fewer miles or reais, or the same price with more seats (last_announced_price alone
-- could not tell the seats apart). Written by the check with the notification; the device reads it in pulls.
ALTER TABLE price_alerts ADD COLUMN last_announced jsonb;
-- Quiet hours (22h–7h Brasília), chosen per alert, off by default: what fires then is in the app at once, and its
-- push, e-mail and Telegram wait for 7h (the delivery's lease is held until then).
ALTER TABLE price_alerts ADD COLUMN quiet_hours boolean NOT NULL DEFAULT false;

-- Whatever forgets the announced price (price_alert_watch_changed, when the alert watches something else) forgets
-- the whole announcement with it. Named after that trigger so it runs after it (same event: alphabetical order).
CREATE FUNCTION price_alert_announced_forgotten() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.last_announced_price IS NULL THEN
    NEW.last_announced := NULL;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER price_alert_watch_changed_then_announced BEFORE UPDATE ON price_alerts
  FOR EACH ROW EXECUTE FUNCTION price_alert_announced_forgotten();
