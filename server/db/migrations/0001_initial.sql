-- Bússola das Passagens: first schema. Runs the same on PGlite and PostgreSQL 15+.
-- Money is numeric(12,2) reais; miles are integers; every time is timestamptz (UTC).

CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (email = lower(email) AND position('@' in email) > 1),
  password_hash text,
  full_name text NOT NULL DEFAULT '',
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'user')),
  user_type text NOT NULL DEFAULT 'assinante' CHECK (user_type IN ('assinante', 'iniciado', 'avançado', 'admin')),
  subscription_plan text NOT NULL DEFAULT 'gratuito',
  subscription_expires timestamptz,
  requires_password_change boolean NOT NULL DEFAULT false,
  email_confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (email);

-- The spec's user_profiles (full_name, user_type) is a view of users: one source of truth.
CREATE VIEW user_profiles AS SELECT id, full_name, user_type, updated_at FROM users;

CREATE TABLE kiwify_subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id text NOT NULL,
  event_type text NOT NULL,
  email text NOT NULL,
  plano text,
  data_expiracao timestamptz,
  subscription_id text,
  status text,
  raw jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, event_type)
);
CREATE INDEX kiwify_subscriptions_email_idx ON kiwify_subscriptions (email, received_at DESC);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  rotated_at timestamptz,
  revoked_at timestamptz,
  expires_at timestamptz NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_family_idx ON sessions (family_id);

CREATE TABLE auth_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('magic_link', 'password_reset', 'email_confirmation')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id, purpose);

-- Client-synced rows: the id is generated on the device (idempotent upserts); deletes are tombstones.
CREATE TABLE saved_flights (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  origin text NOT NULL,
  destination text NOT NULL,
  program text,
  companhia text,
  cabine text,
  milhas integer CHECK (milhas IS NULL OR milhas >= 0),
  reais_estimado numeric(12, 2),
  data_voo date,
  flight jsonb,
  saved_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX saved_flights_user_sync_idx ON saved_flights (user_id, updated_at);

CREATE TABLE price_alerts (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  origin text NOT NULL,
  destination text NOT NULL,
  max_price numeric(12, 2) NOT NULL CHECK (max_price > 0),
  alert_type text NOT NULL DEFAULT 'milhas',
  active boolean NOT NULL DEFAULT true,
  last_checked_at timestamptz,
  last_triggered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX price_alerts_user_sync_idx ON price_alerts (user_id, updated_at);

CREATE TABLE search_logs (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  origin text NOT NULL,
  destination text NOT NULL,
  search_type text NOT NULL,
  departure_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX search_logs_user_sync_idx ON search_logs (user_id, updated_at);

-- A search's parameters are stored when it is created, so any instance can run it.
CREATE TABLE searches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  params jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX searches_created_idx ON searches (created_at);

CREATE TABLE search_cache (
  provider text NOT NULL,
  query_key text NOT NULL,
  results jsonb NOT NULL,
  fetched_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (provider, query_key)
);
CREATE INDEX search_cache_expires_idx ON search_cache (expires_at);

CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_email text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  kind text NOT NULL,
  sent_at timestamptz,
  error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_to_idx ON mail_outbox (to_email, created_at DESC);
