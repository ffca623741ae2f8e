-- Offline sync: a pull cursor correct by construction. Every write to a synced table takes the
-- next number of its user's counter (sync_versions) inside its own transaction; the counter row stays locked
-- until that transaction commits, so for one user commit order = version order and a device that has seen
-- version N has seen every change up to N. The old cursor (server_updated_at, a clock read before commit)
-- could skip rows committed late or in the same millisecond.
CREATE TABLE sync_versions (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  version bigint NOT NULL
);

ALTER TABLE saved_flights ADD COLUMN sync_version bigint NOT NULL DEFAULT 0;
ALTER TABLE price_alerts ADD COLUMN sync_version bigint NOT NULL DEFAULT 0;

-- Rows written before this migration get versions 1..n per user, in the order the old cursor saw them
-- (saved flights first, then alerts: both tables share the user's counter).
UPDATE saved_flights s SET sync_version = n.v
FROM (SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY server_updated_at, id) AS v FROM saved_flights) n
WHERE n.id = s.id;

UPDATE price_alerts p SET sync_version = n.v + coalesce((SELECT max(f.sync_version) FROM saved_flights f WHERE f.user_id = p.user_id), 0)
FROM (SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY server_updated_at, id) AS v FROM price_alerts) n
WHERE n.id = p.id;

INSERT INTO sync_versions (user_id, version)
SELECT user_id, max(sync_version) FROM (
  SELECT user_id, sync_version FROM saved_flights UNION ALL SELECT user_id, sync_version FROM price_alerts
) AS written
GROUP BY user_id;

DROP INDEX saved_flights_pull_idx;
DROP INDEX price_alerts_pull_idx;
CREATE INDEX saved_flights_pull_idx ON saved_flights (user_id, sync_version);
CREATE INDEX price_alerts_pull_idx ON price_alerts (user_id, sync_version);
