-- Admins' corrections of the beneficiary (CPF) rules. Empty at first: the rules themselves are data in
-- core/miles/beneficiary-rules.ts, each with its sources, and stand wherever no correction applies, so a release
-- that re-checks a source reaches every server without a data migration, and a row here is only ever what an admin
-- decided. A correction applies from its day on (Brasília); the latest one begun is the one counted.
CREATE TABLE beneficiary_rules (
  program text NOT NULL CHECK (program IN ('SMILES', 'LATAM_PASS', 'AZUL', 'TAP')),
  effective_from date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('calendar_year', 'rolling', 'listed')),
  counts text NOT NULL CHECK (counts IN ('people', 'tickets')),
  beneficiary_limit integer NOT NULL CHECK (beneficiary_limit BETWEEN 1 AND 100),
  window_months integer CHECK (window_months BETWEEN 1 AND 36),
  wait_days integer CHECK (wait_days BETWEEN 0 AND 365),
  tier_limits jsonb NOT NULL DEFAULT '[]',
  confidence text NOT NULL CHECK (confidence IN ('high', 'medium', 'unconfirmed')),
  sources jsonb NOT NULL,
  notes text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- One correction per programme and day: putting the same day again replaces it.
  PRIMARY KEY (program, effective_from),
  CHECK ((kind = 'rolling') = (window_months IS NOT NULL))
);
