-- "Minhas milhas": the traveller's programmes (synced like saved flights), their transfer-bonus alerts (synced),
-- the campaigns admins enter, and the bonus alerts' notifications, one per (alert, campaign) ever.

-- One row per programme held. The device makes the id (UUID v5 of 'wallet|<user>|<programme>'), so two devices
-- adding Smiles write the same row; the partial unique index is the guard for a client that gets the id wrong.
CREATE TABLE wallet (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  program text NOT NULL CHECK (program IN ('SMILES', 'LATAM_PASS', 'AZUL', 'TAP', 'LIVELO', 'ESFERA', 'ATOMOS',
    'IUPP', 'INTER_LOOP', 'ACCOR_ALL')),
  balance integer NOT NULL CHECK (balance >= 0),
  milheiro numeric(8, 2) CHECK (milheiro IS NULL OR milheiro > 0),
  tier text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  server_updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  sync_version bigint NOT NULL DEFAULT 0
);
CREATE INDEX wallet_pull_idx ON wallet (user_id, sync_version);
CREATE UNIQUE INDEX wallet_live_program_idx ON wallet (user_id, program) WHERE deleted_at IS NULL;

-- "Avise quando Livelo → Smiles tiver bônus ≥ 80%".
-- Transfers run from a points programme into an airline's (core/miles/wallet-programs.ts, kind).
CREATE TABLE bonus_alerts (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  from_program text NOT NULL CHECK (from_program IN ('LIVELO', 'ESFERA', 'ATOMOS', 'IUPP', 'INTER_LOOP', 'ACCOR_ALL')),
  to_program text NOT NULL CHECK (to_program IN ('SMILES', 'LATAM_PASS', 'AZUL', 'TAP')),
  min_bonus_percent numeric(6, 2) NOT NULL CHECK (min_bonus_percent >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  server_updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  sync_version bigint NOT NULL DEFAULT 0
);
CREATE INDEX bonus_alerts_pull_idx ON bonus_alerts (user_id, sync_version);
-- The delivery looks the live alerts up by the campaign's pair.
CREATE INDEX bonus_alerts_pair_idx ON bonus_alerts (from_program, to_program) WHERE deleted_at IS NULL;

-- Admin data. valid_until is inclusive (the campaign still runs that day, Brasília time); ended_at is the admin
-- ending it early (DELETE), which keeps the row for the notifications that point at it.
CREATE TABLE bonus_campaigns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  from_program text NOT NULL CHECK (from_program IN ('LIVELO', 'ESFERA', 'ATOMOS', 'IUPP', 'INTER_LOOP', 'ACCOR_ALL')),
  to_program text NOT NULL CHECK (to_program IN ('SMILES', 'LATAM_PASS', 'AZUL', 'TAP')),
  bonus_percent numeric(6, 2) NOT NULL CHECK (bonus_percent >= 0),
  tiers jsonb NOT NULL DEFAULT '[]',
  valid_from date NOT NULL,
  valid_until date NOT NULL,
  cap_per_cpf integer CHECK (cap_per_cpf IS NULL OR cap_per_cpf > 0),
  link text,
  notes text,
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  CHECK (valid_from <= valid_until)
);
-- Running campaigns by day; the admin list by creation.
CREATE INDEX bonus_campaigns_active_idx ON bonus_campaigns (valid_until, valid_from) WHERE ended_at IS NULL;
CREATE INDEX bonus_campaigns_created_idx ON bonus_campaigns (created_at);

-- The in-app list carries bonus alerts too. Old rows are price alerts and keep every field they had; a bonus
-- notification has no route, date or fare, but names its alert and campaign.
ALTER TABLE notifications ADD COLUMN kind text NOT NULL DEFAULT 'price_alert'
  CHECK (kind IN ('price_alert', 'bonus_alert'));
ALTER TABLE notifications ADD COLUMN bonus_alert_id uuid REFERENCES bonus_alerts (id) ON DELETE CASCADE;
ALTER TABLE notifications ADD COLUMN campaign_id uuid REFERENCES bonus_campaigns (id) ON DELETE CASCADE;
ALTER TABLE notifications ALTER COLUMN origin DROP NOT NULL;
ALTER TABLE notifications ALTER COLUMN destination DROP NOT NULL;
ALTER TABLE notifications ALTER COLUMN date DROP NOT NULL;
ALTER TABLE notifications ALTER COLUMN price DROP NOT NULL;
ALTER TABLE notifications ALTER COLUMN unit DROP NOT NULL;
ALTER TABLE notifications ALTER COLUMN source DROP NOT NULL;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_fields CHECK (
  (kind = 'price_alert' AND origin IS NOT NULL AND destination IS NOT NULL AND date IS NOT NULL
    AND price IS NOT NULL AND unit IS NOT NULL AND source IS NOT NULL)
  OR (kind = 'bonus_alert' AND bonus_alert_id IS NOT NULL AND campaign_id IS NOT NULL));
-- One notification per (bonus alert, campaign), ever: two job runs at once meet here (ON CONFLICT DO NOTHING).
-- Price notifications have NULLs in both, and NULLs never collide.
CREATE UNIQUE INDEX notifications_bonus_once_idx ON notifications (bonus_alert_id, campaign_id);
