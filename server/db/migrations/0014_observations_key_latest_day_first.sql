-- The price verdict judges the latest price seen for one travel date: the rows of that date's latest day seen.
-- The key had `source` before `observed_on`, so finding that day visited every day seen of the date (about a
-- hundred heap pages on a busy route, most of them out of cache: the read was most of GET /api/price-insight).
-- Same columns, so the same uniqueness (ON CONFLICT names the columns, not their order); with `observed_on` before
-- `source`, the latest day is the key's end and its few rows are read alone. No second index to write.
ALTER TABLE price_observations DROP CONSTRAINT price_observations_pkey;
ALTER TABLE price_observations
  ADD PRIMARY KEY (origin, destination, cabin, kind, program, travel_date, observed_on, source);
