-- The holder's rights over their data (Lei 13.709/2018, art. 18): what an export shows, what a deletion leaves.

-- Each sign-in that opened a session (password, e-mailed link, Supabase, a new password): shown to the holder in
-- their export, so they can spot a sign-in that was not theirs. Kept 90 days (maintenance job).
CREATE TABLE sign_in_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('password', 'magic_link', 'supabase', 'password_change')),
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_events_user_idx ON sign_in_events (user_id, created_at);
CREATE INDEX sign_in_events_created_idx ON sign_in_events (created_at);

-- The refresh tokens a deleted account still held, by their hash alone (no id, no e-mail, nothing else of the
-- account): another device of that account presenting one is told the account is gone and clears what it kept.
-- Each goes when it would have expired anyway (at most 30 days, maintenance job).
CREATE TABLE deleted_account_sessions (
  token_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX deleted_account_sessions_expires_idx ON deleted_account_sessions (expires_at);

-- An account without a password (e-mailed links, Supabase) confirms its deletion through an e-mailed link.
ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_purpose_check;
ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_purpose_check
  CHECK (purpose IN ('magic_link', 'password_reset', 'email_confirmation', 'account_deletion'));

-- The retention of the search history and the notifications deletes by age.
CREATE INDEX search_logs_created_idx ON search_logs (created_at);
CREATE INDEX notifications_created_idx ON notifications (created_at);
