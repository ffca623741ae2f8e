-- The household: the people a traveller issues tickets for and whose accounts they run (the account holder is not
-- a row: a null member is the holder, "Eu"), the wallet per member, and the tickets issued, which the programmes'
-- beneficiary limits count. All three are synced like the wallet (rows made on the device, tombstones, pulls).

CREATE TABLE household_members (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  relation text NOT NULL CHECK (relation IN ('conjuge', 'filho', 'pai_mae', 'irmao', 'outro')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  server_updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  sync_version bigint NOT NULL DEFAULT 0
);
CREATE INDEX household_members_pull_idx ON household_members (user_id, sync_version);

-- A wallet row is the holder's (null) or a member's. Members are only tombstoned, so the cascade is for the
-- account's deletion, which sweeps its tables in any order.
ALTER TABLE wallet ADD COLUMN member_id uuid REFERENCES household_members (id) ON DELETE CASCADE;
-- One live row per user, member and programme (the holder's null counted as one member).
DROP INDEX wallet_live_program_idx;
CREATE UNIQUE INDEX wallet_live_member_program_idx
  ON wallet (user_id, program, coalesce(member_id, '00000000-0000-0000-0000-000000000000'::uuid))
  WHERE deleted_at IS NULL;
CREATE INDEX wallet_member_idx ON wallet (member_id) WHERE member_id IS NOT NULL;

-- Tickets issued with miles: from whose account (null = the holder), for whom (null = the holder, a member's id as
-- text, or the name of someone outside the household), on which day, how many tickets.
CREATE TABLE issuances (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  program text NOT NULL CHECK (program IN ('SMILES', 'LATAM_PASS', 'AZUL', 'TAP')),
  account_member_id uuid REFERENCES household_members (id) ON DELETE CASCADE,
  beneficiary text,
  issued_on date NOT NULL,
  tickets integer NOT NULL CHECK (tickets BETWEEN 1 AND 9),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  server_updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  sync_version bigint NOT NULL DEFAULT 0
);
CREATE INDEX issuances_pull_idx ON issuances (user_id, sync_version);
-- The limits count one account's live issuances of one programme over a window of days.
CREATE INDEX issuances_account_idx ON issuances (user_id, program, issued_on) WHERE deleted_at IS NULL;
