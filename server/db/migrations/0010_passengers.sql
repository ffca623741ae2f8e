-- Saved flights and price alerts keep the number of passengers searched (prices are per passenger; the card shows
-- the group's total). Rows from before, and from devices that do not send it yet, are for one passenger.
ALTER TABLE saved_flights
  ADD COLUMN passengers smallint NOT NULL DEFAULT 1 CHECK (passengers BETWEEN 1 AND 9);
ALTER TABLE price_alerts
  ADD COLUMN passengers smallint NOT NULL DEFAULT 1 CHECK (passengers BETWEEN 1 AND 9);
