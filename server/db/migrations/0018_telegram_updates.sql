-- Telegram retries a webhook post it got no timely answer for, and a restarted poller asks again for the update it
-- had in hand: each update_id is claimed here before it is handled, so a repeat (on this or any other instance) is
-- dropped instead of answered twice. Telegram keeps an undelivered update at most 24 hours; the maintenance job
-- prunes claims older than two days.
CREATE TABLE telegram_updates (
  update_id bigint PRIMARY KEY,
  claimed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX telegram_updates_claimed_idx ON telegram_updates (claimed_at);

-- A 429's retry_after is honoured for an hour at most from now on (server/telegram/settings.ts); a longer pause
-- recorded before that cap would still hold every instance's sends, so it is shortened once here.
UPDATE telegram_bot_state SET send_paused_until = now() + interval '1 hour'
WHERE send_paused_until > now() + interval '1 hour';
