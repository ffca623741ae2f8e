-- "Avisar quando abrir": a miles alert on a day beyond a programme's booking window (Seats.aero's NumDaysOut) names
-- the programme whose opening it waits for; the alert rounds announce the opening once, on the day the programme's
-- seats for the alert's first day open, and keep the travel day announced so that announcement is never repeated
-- (an alert moved to another day waits for that day's opening). After it the alert goes on as the miles alert it is.
ALTER TABLE price_alerts ADD COLUMN opening_program text
  CHECK (opening_program IN ('LATAM', 'AZUL', 'SMILES', 'VIRGIN'));
ALTER TABLE price_alerts ADD COLUMN opening_announced_on date;
-- Only a miles alert on a given day can wait for its opening (the device's schema says so in pt-BR first).
ALTER TABLE price_alerts ADD CONSTRAINT price_alerts_opening_needs_day
  CHECK (opening_program IS NULL OR (alert_type = 'milhas' AND date_from IS NOT NULL));
-- The alerts that wait for an opening, for the rounds to find without reading every alert.
CREATE INDEX price_alerts_opening_idx ON price_alerts (date_from)
  WHERE opening_program IS NOT NULL AND deleted_at IS NULL;

-- The opening's notification is a kind of its own: route and travel day, no fare. The kind checks are rewritten
-- with every kind 0026 left (its expiry reminders) and this one.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_fields;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('price_alert', 'bonus_alert', 'expiry_reminder', 'booking_opened'));
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_fields CHECK (
  (kind = 'price_alert' AND origin IS NOT NULL AND destination IS NOT NULL AND date IS NOT NULL
    AND price IS NOT NULL AND unit IS NOT NULL AND source IS NOT NULL)
  OR (kind = 'bonus_alert' AND bonus_alert_id IS NOT NULL AND campaign_id IS NOT NULL)
  OR (kind = 'expiry_reminder' AND wallet_lot_id IS NOT NULL AND reminder_days IS NOT NULL
    AND lot_expires_on IS NOT NULL)
  OR (kind = 'booking_opened' AND origin IS NOT NULL AND destination IS NOT NULL AND date IS NOT NULL));
-- Once per (alert, travel day), ever: two rounds at once never announce an opening twice.
CREATE UNIQUE INDEX notifications_opening_once_idx ON notifications (alert_id, date) WHERE kind = 'booking_opened';
