import { describe, expect, it } from 'vitest';
import { formatDate } from '../format/dates';
import { addDaysIso, todayIsoDate } from '../schemas/search';
import { type ExpiryPlanInput, expiryPlan } from './expiry-plan';
import { type PlannedUse, usesOfAlerts, usesOfSavedFlights } from './expiry-plan-uses';
import type { Campaign } from './how-to-pay';
import type { LotLike } from './wallet-lots';

const today = todayIsoDate('America/Sao_Paulo');
const inDays = (n: number) => addDaysIso(today, n);
const lot = (program: LotLike['program'], amount: number, days: number): LotLike => ({
  program,
  amount,
  expires_on: inDays(days),
});
const smilesFlight: PlannedUse = {
  id: 'f1',
  kind: 'saved_flight',
  program: 'SMILES',
  origin: 'GRU',
  destination: 'MIA',
  date: inDays(120),
  miles: 30000,
};
const campaign = (from: number, until: number, bonusPercent: number, more: Partial<Campaign> = {}): Campaign => ({
  from: 'LIVELO',
  to: 'SMILES',
  bonusPercent,
  tiers: [],
  capPerCpf: null,
  validFrom: inDays(from),
  validUntil: inDays(until),
  ...more,
});
const plan = (input: Partial<ExpiryPlanInput> & Pick<ExpiryPlanInput, 'lot'>) =>
  expiryPlan({ today, holdings: [], uses: [], ...input });

describe('the plan for a points lot', () => {
  it("transfers into the saved flight's programme at the running bonus, valued at the traveller's Smiles milheiro", () => {
    const p = plan({
      lot: lot('LIVELO', 12000, 20),
      holdings: [
        { program: 'LIVELO', milheiro: 35, tier: null },
        { program: 'SMILES', milheiro: 20, tier: null },
      ],
      uses: [smilesFlight],
      campaigns: [campaign(-2, 5, 80)],
    });
    const [best, ...rest] = p?.options ?? [];
    // 12.000 × 1,8 = 21.600 Smiles at R$ 20 = R$ 432; letting them go loses 12.000 at R$ 35 = R$ 420.
    expect(best).toMatchObject({ kind: 'transfer', title: 'Transferir para Smiles', valueKept: 432, valueLost: 0 });
    expect(best?.use?.id).toBe('f1');
    expect(best?.lines).toContain(
      `12.000 pontos Livelo → 21.600 milhas Smiles com bônus de 80% (campanha em andamento até ${formatDate(inDays(5))})`,
    );
    expect(best?.lines).toContain('seu milheiro R$ 20,00');
    expect(best?.lines.some((l) => l.includes('— a confirmar'))).toBe(true);
    // Only the programme with a use is proposed; no extension for Livelo; expiring is the last line.
    expect(rest.map((o) => o.kind)).toEqual(['expire']);
    expect(rest[0]).toMatchObject({ valueKept: 0, valueLost: 420 });
  });

  it('waits for the next known campaign when none runs and it starts before the last day, never one after it', () => {
    const p = plan({
      lot: lot('LIVELO', 10000, 30),
      uses: [smilesFlight],
      campaigns: [campaign(10, 12, 100), campaign(31, 35, 150)],
    });
    const transfer = p?.options[0];
    expect(transfer?.lines[0]).toBe(
      `10.000 pontos Livelo → 20.000 milhas Smiles com bônus de 100% na próxima campanha conhecida (de ${formatDate(inDays(10))} a ${formatDate(inDays(12))}): transfira nesse período`,
    );
    // No milheiro of the traveller's: Smiles' reference (R$ 15) and the words say it.
    expect(transfer).toMatchObject({ valueKept: 300, milheiro: { value: 15, reference: true } });
    expect(transfer?.lines).toContain('milheiro de referência R$ 15,00');
  });

  it('with no saved flight or alert, offers every partner and says any will do; a step leaves points out', () => {
    const p = plan({ lot: lot('ACCOR_ALL', 9000, 40) });
    const transfer = p?.options.find((o) => o.kind === 'transfer');
    // Accor ALL → LATAM Pass: 4.000 → 2.000 in blocks of 4.000: 8.000 sent, 4.000 miles, 1.000 points left.
    expect(transfer?.title).toBe('Transferir para LATAM Pass');
    expect(transfer?.lines).toContain(
      'Nenhum voo salvo nem alerta em um parceiro: qualquer parceiro serve, escolha onde vai usar.',
    );
    expect(transfer?.lines[0]).toMatch(/^8\.000 pontos Accor ALL → 4\.000 milhas LATAM Pass, sem bônus/);
    expect(transfer?.lines).toContain('1.000 pontos ficam de fora da transferência e expiram.');
    expect(transfer?.valueKept).toBe(98); // 4.000 × R$ 24,50
    // Accor points have no milheiro at all: their loss is unknown, never a guess.
    expect(p?.options.at(-1)).toMatchObject({ kind: 'expire', valueLost: null });
  });

  it('a lot under a known minimum gets no transfer', () => {
    const p = plan({ lot: lot('ACCOR_ALL', 3000, 40) });
    expect(p?.options.map((o) => o.kind)).toEqual(['expire']);
  });
});

describe('the plan for an airline lot', () => {
  it('Smiles inside its 30-day window: issue the saved flight, paid extension at a cost to confirm, then expire', () => {
    const p = plan({
      lot: lot('SMILES', 20000, 20),
      holdings: [{ program: 'SMILES', milheiro: 18, tier: null }],
      uses: [smilesFlight, { ...smilesFlight, id: 'f2', program: 'AZUL' }],
    });
    expect(p?.options.map((o) => o.kind)).toEqual(['issue', 'extend', 'expire']);
    const [issue, extend, expire] = p?.options ?? [];
    expect(issue).toMatchObject({ valueKept: 360, valueLost: 0 });
    expect(issue?.lines[0]).toBe(
      `Usa 20.000 das 20.000 milhas do lote no seu voo salvo GRU → MIA (${formatDate(inDays(120))}).`,
    );
    expect(extend).toMatchObject({ title: 'Prorrogar (pago)', valueKept: null, valueLost: null, unsure: true });
    expect(extend?.lines).toContain('Custo a confirmar no site da Smiles.');
    expect(extend?.lines).toContain('Mantém até R$ 360,00 menos o custo da prorrogação.');
    expect(extend?.lines).toContain('Fonte: smiles.com.br (2021; 2023); passageirodeprimeira.com');
    expect(expire).toMatchObject({ valueKept: 0, valueLost: 360 });
    // Airline miles are not transferred.
    expect(p?.options.some((o) => o.kind === 'transfer')).toBe(false);
  });

  it('no extension outside the window (31 days) nor under 500 miles; a part used leaves the rest lost', () => {
    const far = plan({ lot: lot('SMILES', 40000, 31), uses: [smilesFlight] });
    expect(far?.options.map((o) => o.kind)).toEqual(['issue', 'expire']);
    // 30.000 of 40.000 used at the reference R$ 15: R$ 450 kept, R$ 150 lost.
    expect(far?.options[0]).toMatchObject({ valueKept: 450, valueLost: 150 });
    expect(plan({ lot: lot('SMILES', 400, 10) })?.options.map((o) => o.kind)).toEqual(['expire']);
    expect(plan({ lot: lot('LATAM_PASS', 5000, 10) })?.options.map((o) => o.kind)).toEqual(['expire']);
  });

  it('a priced extension keeps the value less its cheapest price', () => {
    const p = plan({
      lot: lot('SMILES', 10000, 5),
      extensions: [
        {
          program: 'SMILES',
          days: [30],
          windowDays: 30,
          minimumMiles: 500,
          priceBRL: { 30: 40 },
          confidence: 'high',
          sources: [{ site: 'exemplo', date: null }],
        },
      ],
    });
    expect(p?.options[0]).toMatchObject({ kind: 'extend', valueKept: 110, valueLost: 0, unsure: false });
    expect(p?.options[0]?.lines).toContain('Custo: 30 dias R$ 40,00.');
  });
});

describe('which lots get a plan', () => {
  it('none for a lot already expired, zeroed or beyond 90 days; today and day 90 do', () => {
    expect(plan({ lot: lot('SMILES', 1000, -1) })).toBeNull();
    expect(plan({ lot: lot('SMILES', 0, 10) })).toBeNull();
    expect(plan({ lot: lot('SMILES', 1000, 91) })).toBeNull();
    expect(plan({ lot: lot('SMILES', 1000, 90) })?.daysLeft).toBe(90);
    expect(plan({ lot: lot('SMILES', 1000, 0) })?.options.at(-1)?.lines[0]).toBe(
      `Perde 1.000 milhas Smiles hoje (${formatDate(today)}).`,
    );
  });
});

describe('where the miles would be used', () => {
  it('saved flights in miles still ahead, with the programme that prices them; alerts that name a programme', () => {
    const saved = usesOfSavedFlights(
      [
        {
          id: 'a',
          origin: 'GRU',
          destination: 'LIS',
          program: 'SMILES',
          milhas: 45000,
          data_voo: inDays(30),
          passengers: 2,
        },
        { id: 'b', origin: 'GRU', destination: 'LIS', program: null, milhas: null, data_voo: inDays(30) },
        { id: 'c', origin: 'GRU', destination: 'LIS', program: 'AZUL', milhas: 9000, data_voo: inDays(-1) },
        {
          id: 'd',
          origin: 'GRU',
          destination: 'LHR',
          program: 'LATAM',
          milhas: 9000,
          data_voo: null,
          flight: { milesOriginalProgram: 'Virgin Atlantic' },
        },
      ],
      today,
    );
    expect(saved).toEqual([expect.objectContaining({ id: 'a', program: 'SMILES', miles: 90000 })]);
    const alerts = usesOfAlerts(
      [
        {
          id: 'x',
          origin: 'GRU',
          destination: 'MIA',
          alert_type: 'milhas',
          max_price: 35000,
          active: true,
          date_from: inDays(300),
          opening_program: 'LATAM',
        },
        { id: 'y', origin: 'GRU', destination: 'MIA', alert_type: 'milhas', max_price: 35000, active: true },
      ],
      today,
    );
    expect(alerts).toEqual([expect.objectContaining({ id: 'x', kind: 'alert', program: 'LATAM_PASS', miles: 35000 })]);
  });
});

describe('what a club does to expiry', () => {
  it("notes Clube Livelo's no-expiry rule with its source, in the first person for a member; nothing for Smiles", () => {
    const anyone = plan({ lot: lot('LIVELO', 1000, 10) });
    expect(anyone?.notes).toHaveLength(1);
    expect(anyone?.notes[0]).toMatch(
      /^Clube Livelo 500 ou Clube Livelo 7\.000: Pontos não expiram enquanto a assinatura estiver ativa\. Fonte: veja\.abril\.com\.br/,
    );
    const member = plan({
      lot: lot('LIVELO', 1000, 10),
      holdings: [{ program: 'LIVELO', milheiro: null, tier: 'clube livelo 500' }],
    });
    expect(member?.notes[0]).toMatch(/^Você está no Clube Livelo 500: Pontos não expiram/);
    expect(plan({ lot: lot('SMILES', 1000, 10) })?.notes).toEqual([]);
  });
});
