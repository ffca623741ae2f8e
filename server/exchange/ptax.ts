// PTAX: the Banco Central do Brasil's selling rate, from its open OData service (no key), that puts award taxes
// in dollars, euros… in reais (DOMAIN.md "Exchange rates"). The last known rate per currency is kept in
// exchange_rates, so a value is still given when the service is down; the service is asked at most once a day
// (in Brazil) per currency, whoever asks (a search, the calendar, an alert check).
import { CURRENCY_CODE } from '@core/miles/valuation';
import type { ExchangeRate, ExchangeRates } from '@core/miles/valuation';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';

const TIMEOUT_MS = 3000;
/** A week back covers weekends and holidays (no bulletin): the last business day's rate is the one. */
const LOOKBACK_DAYS = 7;

export interface PtaxDeps {
  db: Queryable;
  /** EXCHANGE_RATES_BASE_URL: the OData service's root (…/PTAX/versao/v1/odata). */
  baseUrl: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** One bulletin of `CotacaoMoedaDia` / `CotacaoMoedaPeriodo` as the BCB documents it. */
const bulletinSchema = z.object({
  paridadeCompra: z.number(),
  paridadeVenda: z.number(),
  cotacaoCompra: z.number().positive(),
  cotacaoVenda: z.number().positive(),
  /** '2026-11-27 13:04:31.418' (Brasília time). */
  dataHoraCotacao: z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/),
  tipoBoletim: z.string(),
});
const replySchema = z.object({ value: z.array(bulletinSchema) });
export type PtaxBulletin = z.infer<typeof bulletinSchema>;

/** 'yyyy-MM-dd' → 'MM-dd-yyyy', the date the service takes. */
function odataDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}-${d}-${y}`;
}

/** The CotacaoMoedaPeriodo address for a currency over [from, to]. */
export function ptaxPeriodUrl(baseUrl: string, currency: string, from: string, to: string): string {
  const params = [
    `@moeda='${currency}'`,
    `@dataInicial='${odataDate(from)}'`,
    `@dataFinalCotacao='${odataDate(to)}'`,
    '$format=json',
  ].join('&');
  return `${baseUrl.replace(/\/+$/, '')}/CotacaoMoedaPeriodo(moeda=@moeda,dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)?${params}`;
}

/**
 * The rate of a reply: the selling rate of the latest day's closing bulletin ("Fechamento"); on a day whose
 * closing is not out yet, that day's latest bulletin. Null when the reply has none.
 */
export function rateOfBulletins(bulletins: readonly PtaxBulletin[]): ExchangeRate | null {
  if (bulletins.length === 0) return null;
  const sorted = [...bulletins].sort((a, b) => a.dataHoraCotacao.localeCompare(b.dataHoraCotacao));
  const lastDay = (sorted[sorted.length - 1] as PtaxBulletin).dataHoraCotacao.slice(0, 10);
  const ofDay = sorted.filter((b) => b.dataHoraCotacao.startsWith(lastDay));
  const closing = ofDay.filter((b) => b.tipoBoletim.toLowerCase() === 'fechamento').pop();
  const chosen = closing ?? (ofDay[ofDay.length - 1] as PtaxBulletin);
  return { rate: chosen.cotacaoVenda, date: lastDay };
}

/** Asks the BCB for the last week's bulletins of one currency; null on any failure (network, status, shape). */
export async function fetchPtax(deps: PtaxDeps, currency: string, today: string): Promise<ExchangeRate | null> {
  const url = ptaxPeriodUrl(deps.baseUrl, currency, addDaysIso(today, -LOOKBACK_DAYS), today);
  try {
    const res = await (deps.fetchImpl ?? fetch)(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(deps.timeoutMs ?? TIMEOUT_MS),
    });
    if (!res.ok) return null;
    const parsed = replySchema.safeParse(await res.json());
    return parsed.success ? rateOfBulletins(parsed.data.value) : null;
  } catch {
    return null;
  }
}

const storedRows = z.array(
  z.object({
    rate: z.coerce.number().positive(),
    rate_date: z.union([z.date(), z.string()]),
    checked_on: z.union([z.date(), z.string()]),
  }),
);
const isoDay = (v: Date | string) => (typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));

async function storedRate(db: Queryable, currency: string): Promise<{ rate: ExchangeRate; checkedOn: string } | null> {
  const [row] = storedRows.parse(
    await db.query('SELECT rate, rate_date, checked_on FROM exchange_rates WHERE currency = $1', [currency]),
  );
  return row ? { rate: { rate: row.rate, date: isoDay(row.rate_date) }, checkedOn: isoDay(row.checked_on) } : null;
}

/** Per database, the day's asking per currency: concurrent requests share one call, later ones the answer. */
const asked = new WeakMap<Queryable, Map<string, Promise<ExchangeRate | null>>>();

async function rateOf(deps: PtaxDeps, currency: string, today: string): Promise<ExchangeRate | null> {
  const stored = await storedRate(deps.db, currency);
  if (stored && stored.checkedOn >= today) return stored.rate;
  const fresh = await fetchPtax(deps, currency, today);
  if (!fresh) return stored?.rate ?? null;
  await deps.db.query(
    `INSERT INTO exchange_rates (currency, rate, rate_date, checked_on) VALUES ($1, $2, $3, $4)
     ON CONFLICT (currency) DO UPDATE SET rate = EXCLUDED.rate, rate_date = EXCLUDED.rate_date,
       checked_on = EXCLUDED.checked_on, updated_at = now()`,
    [currency, fresh.rate, fresh.date, today],
  );
  return fresh;
}

/**
 * Rates for these currencies (BRL and anything not a 3-letter code are skipped): the stored rate when it was
 * checked today, else the BCB is asked (once a day per currency in this process, and not again on another
 * instance that finds today's check stored); when it fails, the last known rate. A currency with no rate at all
 * is absent: its taxes stay out of the value in reais.
 */
export async function exchangeRates(
  deps: PtaxDeps,
  currencies: Iterable<string | null | undefined>,
  now: Date,
): Promise<ExchangeRates> {
  const today = todayIsoDate('America/Sao_Paulo', now);
  const codes = new Set<string>();
  for (const c of currencies) {
    const code = (c ?? '').trim().toUpperCase();
    if (CURRENCY_CODE.test(code) && code !== 'BRL' && code !== 'XXX') codes.add(code);
  }
  if (codes.size === 0) return {};
  let memo = asked.get(deps.db);
  if (!memo) {
    memo = new Map();
    asked.set(deps.db, memo);
  }
  for (const key of memo.keys()) if (!key.endsWith(`|${today}`)) memo.delete(key);
  const rates: Record<string, ExchangeRate> = {};
  await Promise.all(
    [...codes].map(async (code) => {
      const key = `${code}|${today}`;
      let pending = memo.get(key);
      if (!pending) {
        pending = rateOf(deps, code, today).catch(() => null);
        memo.set(key, pending);
      }
      const rate = await pending;
      // A day's failed asking is not repeated, but a rate stored since (by another instance) is read.
      if (rate) rates[code] = rate;
      else {
        const stored = await storedRate(deps.db, code).catch(() => null);
        if (stored) rates[code] = stored.rate;
      }
    }),
  );
  return rates;
}

/** The currencies of taxes among these offers. */
export function taxCurrencies(
  offers: Iterable<{ fees_currency?: string; feesCurrency?: string | undefined }>,
): string[] {
  const out = new Set<string>();
  for (const o of offers) {
    const c = o.fees_currency ?? o.feesCurrency;
    if (c) out.add(c.toUpperCase());
  }
  return [...out];
}
