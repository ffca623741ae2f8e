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

-- The verdict reads one route's travel dates around the asked one, seen in the last days: the key's equality
-- columns, then the travel date range; observed_on and min_price ride along so the index alone answers.
CREATE INDEX price_observations_insight_idx
  ON price_observations (origin, destination, cabin, kind, program, travel_date) INCLUDE (observed_on, min_price);

-- Retention deletes by the day seen.
CREATE INDEX price_observations_observed_idx ON price_observations (observed_on);
