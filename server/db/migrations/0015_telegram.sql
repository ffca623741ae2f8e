-- Telegram as a delivery channel: which chat each account's alerts go to, the single-use links that tie a chat
-- to an account, what each notification still owes on Telegram, and the long-polling leader's offset.

-- One chat per account and one account per chat: a chat never receives another account's alerts.
CREATE TABLE telegram_links (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  chat_id bigint NOT NULL UNIQUE,
  linked_at timestamptz NOT NULL DEFAULT now()
);

-- 'Receber no Telegram' makes one; the bot's /start <token> spends it. Only the SHA-256 of the token is kept.
CREATE TABLE telegram_link_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  used_by_chat bigint
);
CREATE INDEX telegram_link_tokens_user_idx ON telegram_link_tokens (user_id);

-- Written with the notification (true when its owner is linked then), cleared after Telegram's 2xx.
ALTER TABLE notification_deliveries ADD COLUMN telegram_pending boolean NOT NULL DEFAULT false;

-- One row for the bot: the next update to ask getUpdates for; which instance polls until when (a lease, not a
-- session lock: it holds behind a transaction pooler too, and a leader that stalls loses it); and until when
-- Telegram asked every instance to stop sending (429's retry_after is per bot, not per instance).
CREATE TABLE telegram_bot_state (
  id integer PRIMARY KEY CHECK (id = 1),
  next_offset bigint NOT NULL DEFAULT 0,
  leader text,
  lease_until timestamptz,
  send_paused_until timestamptz
);
INSERT INTO telegram_bot_state (id) VALUES (1);
