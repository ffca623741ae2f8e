import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import type { Db } from '../../server/db/client';
import { exchangeRates, ptaxPeriodUrl } from '../../server/exchange/ptax';
import { FakeBcb } from '../helpers/fake-bcb';
import { createTestDb } from '../helpers/test-db';

// The clock of each call is given: "today" is the test's day in Brazil, and the stand-in's last bulletin falls on it.
const now = new Date();
const today = todayIsoDate('America/Sao_Paulo', now);
const tomorrow = new Date(now.getTime() + 86_400_000);

describe('PTAX from the Banco Central (stand-in on loopback)', () => {
  let db: Db;
  const bcb = new FakeBcb(today);
  let baseUrl = '';

  beforeAll(async () => {
    db = await createTestDb();
    baseUrl = await bcb.start();
  });
  afterAll(async () => {
    await bcb.close();
    await db.close();
  });

  it('asks CotacaoMoedaPeriodo over the last week and takes the last closing selling rate, dated', async () => {
    const rates = await exchangeRates({ db, baseUrl }, ['USD', 'BRL', '', 'XXX'], now);
    expect(rates).toEqual({ USD: { rate: 5.35, date: today } });
    expect(bcb.requests).toHaveLength(1);
    const [y, m, d] = today.split('-');
    const [wy, wm, wd] = addDaysIso(today, -7).split('-');
    expect(bcb.requests[0]).toContain(
      `/CotacaoMoedaPeriodo(moeda=@moeda,dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)?@moeda='USD'&@dataInicial='${wm}-${wd}-${wy}'&@dataFinalCotacao='${m}-${d}-${y}'&$format=json`,
    );
    expect(ptaxPeriodUrl('https://x/odata/', 'EUR', today, today)).toContain(`@moeda='EUR'`);
    const [row] = await db.query<{ rate: string }>("SELECT rate::text FROM exchange_rates WHERE currency = 'USD'");
    expect(Number(row?.rate)).toBe(5.35);
  });

  it('asks at most once a day per currency, however many ask at once', async () => {
    const before = bcb.requests.length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => exchangeRates({ db, baseUrl }, ['USD', 'usd'], now)),
    );
    for (const rates of answers) expect(rates.USD).toEqual({ rate: 5.35, date: today });
    expect(bcb.requests.length).toBe(before);
  });

  it('keeps the last known rate when the service is down, and does not ask again that day', async () => {
    bcb.down = true;
    const before = bcb.requests.length;
    const first = await exchangeRates({ db, baseUrl }, ['USD'], tomorrow);
    const again = await exchangeRates({ db, baseUrl }, ['USD'], tomorrow);
    expect(first).toEqual({ USD: { rate: 5.35, date: today } });
    expect(again).toEqual(first);
    expect(bcb.requests.length).toBe(before + 1);
    bcb.down = false;
  });

  it('a currency the service has no bulletin for, or never answered, has no rate (its taxes stay out)', async () => {
    expect(await exchangeRates({ db, baseUrl }, ['EUR'], now)).toEqual({});
    const fresh = await createTestDb();
    try {
      bcb.down = true;
      expect(await exchangeRates({ db: fresh, baseUrl }, ['USD'], now)).toEqual({});
    } finally {
      bcb.down = false;
      await fresh.close();
    }
  });
});
