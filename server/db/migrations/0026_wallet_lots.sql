-- Points and miles expire by lot: the batch credited on one day, with its own expiry date (DOMAIN.md, expiry). A
-- wallet lot is the holder's (null member) or a household member's, synced like the wallet (rows made on the device,
-- tombstones, pulls). Its reminders are in-app notifications of their own kind, one per (lot, window, expiry date).

CREATE TABLE wallet_lots (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  program text NOT NULL CHECK (program IN ('SMILES', 'LATAM_PASS', 'AZUL', 'TAP', 'LIVELO', 'ESFERA', 'ATOMOS',
    'IUPP', 'INTER_LOOP', 'ACCOR_ALL')),
  member_id uuid REFERENCES household_members (id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount >= 0),
  expires_on date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('base', 'bonus', 'club')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  server_updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  sync_version bigint NOT NULL DEFAULT 0
);
CREATE INDEX wallet_lots_pull_idx ON wallet_lots (user_id, sync_version);
-- The reminder job reads the live lots with something left, by expiry date.
CREATE INDEX wallet_lots_expiry_idx ON wallet_lots (expires_on) WHERE deleted_at IS NULL AND amount > 0;
CREATE INDEX wallet_lots_member_idx ON wallet_lots (member_id) WHERE member_id IS NOT NULL;

-- An expiry reminder names its lot, the window it reminds of (60, 30 or 7 days) and the expiry date it was about:
-- a lot moved to another date is a new state and is reminded again for it.
ALTER TABLE notifications ADD COLUMN wallet_lot_id uuid REFERENCES wallet_lots (id) ON DELETE CASCADE;
ALTER TABLE notifications ADD COLUMN reminder_days smallint CHECK (reminder_days IN (60, 30, 7));
ALTER TABLE notifications ADD COLUMN lot_expires_on date;
-- kind's own check was named by PostgreSQL when 0013 added the column.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_fields;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('price_alert', 'bonus_alert', 'expiry_reminder'));
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_fields CHECK (
  (kind = 'price_alert' AND origin IS NOT NULL AND destination IS NOT NULL AND date IS NOT NULL
    AND price IS NOT NULL AND unit IS NOT NULL AND source IS NOT NULL)
  OR (kind = 'bonus_alert' AND bonus_alert_id IS NOT NULL AND campaign_id IS NOT NULL)
  OR (kind = 'expiry_reminder' AND wallet_lot_id IS NOT NULL AND reminder_days IS NOT NULL
    AND lot_expires_on IS NOT NULL));
-- Once per (lot, window, expiry date), ever: two job runs at once meet here (ON CONFLICT DO NOTHING). Other kinds
-- have NULLs in all three, and NULLs never collide.
CREATE UNIQUE INDEX notifications_expiry_once_idx ON notifications (wallet_lot_id, reminder_days, lot_expires_on);
