import { describe, expect, it } from 'vitest';
import type { LocalPriceAlert } from '@/lib/local-db';
import { alertState, lastCheckText } from './alert-status';

const alert: LocalPriceAlert = {
  id: '00000000-0000-4000-8000-000000000001',
  origin: 'GRU',
  destination: 'LIS',
  max_price: 45000,
  alert_type: 'milhas',
  active: true,
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  deleted_at: null,
  date_from: null,
  date_to: null,
  cabin: null,
  userId: 'u',
  pending: 0,
};

describe('what /alertas says about an alert', () => {
  it('Ativo, Pausado, Disparou em …', () => {
    expect(alertState(alert)).toEqual({ label: 'Ativo', tone: 'success' });
    expect(alertState(alert, false).label).toBe('Não verificado: fonte não configurada');
    expect(lastCheckText(alert, false)).toBe(
      'Será verificado quando uma fonte ao vivo for configurada neste servidor.',
    );
    expect(alertState({ ...alert, active: false, last_triggered_at: '2026-11-21T12:00:00.000Z' }).label).toBe(
      'Pausado',
    );
    expect(alertState({ ...alert, last_triggered_at: '2026-11-21T15:05:00.000Z' }).label).toMatch(
      /^Disparou em 21\/11\/2026 \d{2}:05$/,
    );
  });

  it('the last check: never, its best offer valued in reais with the provider, nothing found, or the error', () => {
    expect(lastCheckText(alert)).toBe('Ainda não verificado.');
    const checked = { ...alert, last_checked_at: '2026-11-22T12:00:00.000Z' };
    const best = {
      price: 42000,
      value_brl: 1260,
      date: '2026-12-10',
      source: 'seats_aero' as const,
      summary: 'LATAM Pass · Econômica',
    };
    expect(lastCheckText({ ...checked, last_best: best })).toMatch(
      /^Última verificação: 22\/11\/2026 \d{2}:00 · melhor: 42\.000 milhas · ≈ R\$ 1\.260,00 em 10\/12\/2026, Seats\.aero$/,
    );
    expect(
      lastCheckText({ ...checked, alert_type: 'reais', last_best: { ...best, price: 980.5, value_brl: 980.5 } }),
    ).toContain('melhor: R$ 980,50 em 10/12/2026');
    expect(lastCheckText({ ...checked, last_best: null })).toContain('nenhuma oferta encontrada.');
    expect(lastCheckText({ ...checked, last_error: 'Seats.aero fora do ar' })).toContain(
      'falhou: Seats.aero fora do ar',
    );
  });
});
