-- PTAX selling rates (Banco Central do Brasil) that put award taxes in dollars, euros… in reais: the last known
-- rate per currency, with the day of its bulletin, kept so a value can still be given when the service is down.
-- checked_on is the day (in Brazil) the service was last asked: it is asked at most once a day per currency.
CREATE TABLE exchange_rates (
  currency text PRIMARY KEY CHECK (currency ~ '^[A-Z]{3}$'),
  rate numeric(12, 6) NOT NULL CHECK (rate > 0),
  rate_date date NOT NULL,
  checked_on date NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
