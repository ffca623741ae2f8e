-- Prices the live providers returned, kept as one daily minimum per route, travel date, cabin, kind, programme
-- and source: the history the price verdict ("Bom preço?") is read from. Demo offers and the fixed award table
-- are never written here. Rows older than the retention (maintenance job) are deleted.
CREATE TABLE price_observations (
  origin text NOT NULL,
  destination text NOT NULL,
  cabin text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('cash', 'miles')),
  -- '' for cash; LATAM, AZUL, SMILES or VIRGIN for miles.
  program text NOT NULL DEFAULT '',
  travel_date date NOT NULL,
  source text NOT NULL,
  observed_on date NOT NULL,
  -- Reais for cash, miles for miles; taxes of that minimum's offer in reais (0 for cash).
  min_price numeric(12, 2) NOT NULL CHECK (min_price > 0),
  min_taxes numeric(12, 2) NOT NULL DEFAULT 0,
  seen_count integer NOT NULL DEFAULT 1,
  first_seen timestamptz NOT NULL,
  last_seen timestamptz NOT NULL,
  PRIMARY KEY (origin, destination, cabin, kind, program, travel_date, source, observed_on)
);

-- Retention deletes by the day seen.
CREATE INDEX price_observations_observed_idx ON price_observations (observed_on);

-- What the verdict reads: per route, key, travel month and day seen, the lowest price and how many offers. A
-- busy route has thousands of observations in a verdict's window; this keeps its read to a few hundred rows.
CREATE TABLE price_month_minima (
  origin text NOT NULL,
  destination text NOT NULL,
  cabin text NOT NULL,
  kind text NOT NULL,
  program text NOT NULL,
  travel_month date NOT NULL,
  observed_on date NOT NULL,
  min_price numeric(12, 2) NOT NULL,
  seen_count integer NOT NULL,
  PRIMARY KEY (origin, destination, cabin, kind, program, travel_month, observed_on)
);
CREATE INDEX price_month_minima_observed_idx ON price_month_minima (observed_on);
