-- Admins' corrections of the loyalty clubs' plans (price, points per month, members' bonus, expiry, stay). Empty at
-- first: the plans are data in core/miles/clubs.ts, each with its sources, and stand wherever no correction applies,
-- so a release that re-checks a source reaches every server without a data migration, and a row here is only ever
-- what an admin decided. A correction applies from its day on (Brasília); the latest one begun is the one counted.
CREATE TABLE clubs (
  club_id text NOT NULL CHECK (club_id ~ '^[a-z0-9-]{1,40}$'),
  effective_from date NOT NULL,
  plan_name text NOT NULL,
  monthly_price numeric(8, 2) CHECK (monthly_price > 0),
  points_per_month integer NOT NULL CHECK (points_per_month > 0),
  member_bonus jsonb,
  expiry text,
  minimum_stay_months integer CHECK (minimum_stay_months BETWEEN 1 AND 24),
  confidence text NOT NULL CHECK (confidence IN ('high', 'medium', 'unconfirmed')),
  sources jsonb NOT NULL,
  notes text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- One correction per plan and day: putting the same day again replaces it.
  PRIMARY KEY (club_id, effective_from)
);
