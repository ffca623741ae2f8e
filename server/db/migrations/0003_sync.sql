-- Offline sync: the pull cursor uses the server's clock (server_updated_at), never a device's, so a
-- phone with a wrong clock can neither hide nor repeat changes. updated_at stays the device's edit time
-- and decides conflicts (the later edit wins; a delete wins over an older edit).
ALTER TABLE saved_flights ADD COLUMN server_updated_at timestamptz NOT NULL DEFAULT clock_timestamp();
ALTER TABLE price_alerts ADD COLUMN server_updated_at timestamptz NOT NULL DEFAULT clock_timestamp();
CREATE INDEX saved_flights_pull_idx ON saved_flights (user_id, server_updated_at);
CREATE INDEX price_alerts_pull_idx ON price_alerts (user_id, server_updated_at);
