-- "Ainda está lá?": how many award re-checks each account made on each Brasília day, for AWARD_RECHECKS_PER_DAY.
-- A counter, not a log: no route or offer is kept. Maintenance drops days older than two; the account's deletion
-- sweeps it (user_id) and its data export copies it.
CREATE TABLE award_rechecks (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  count integer NOT NULL CHECK (count >= 0),
  PRIMARY KEY (user_id, day)
);
