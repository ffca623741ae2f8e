-- What a fired alert still owes its owner, written in the transaction that inserts the notification: the
-- delivery worker sends it and clears each channel once sent, so a crash loses nothing and resends at most what
-- was in flight. lease_until keeps other instances (and workers) off a delivery being sent.
CREATE TABLE notification_deliveries (
  notification_id uuid PRIMARY KEY REFERENCES notifications (id) ON DELETE CASCADE,
  push_pending boolean NOT NULL,
  email_pending boolean NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  lease_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_deliveries_due_idx ON notification_deliveries (created_at);

-- A resent e-mail keeps its Message-ID; the outbox keeps one copy of each.
ALTER TABLE mail_outbox ADD COLUMN message_id text;
CREATE UNIQUE INDEX mail_outbox_message_id_idx ON mail_outbox (message_id);
