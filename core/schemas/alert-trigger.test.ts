import { describe, expect, it } from 'vitest';
import { priceAlertSchema } from './sync';

const alert = (over: Record<string, unknown>) => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  origin: 'GRU',
  destination: 'MIA',
  alert_type: 'reais',
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  ...over,
});

const issue = (over: Record<string, unknown>) => priceAlertSchema.safeParse(alert(over)).error?.issues[0];

describe('the mode of a price alert', () => {
  it('is a maximum price when a device does not say (rows and clients from before the mode)', () => {
    expect(priceAlertSchema.parse(alert({ max_price: 3500 }))).toMatchObject({ trigger: 'max_price', max_price: 3500 });
  });

  it("takes 'abaixo do normal' without a maximum", () => {
    expect(priceAlertSchema.parse(alert({ trigger: 'below_typical', max_price: null }))).toMatchObject({
      trigger: 'below_typical',
      max_price: null,
    });
    expect(priceAlertSchema.parse(alert({ trigger: 'below_typical' })).max_price).toBeNull();
  });

  it("refuses 'abaixo do normal' with a maximum, and a maximum-price alert without one, in pt-BR", () => {
    expect(issue({ trigger: 'below_typical', max_price: 3500 })).toMatchObject({
      path: ['max_price'],
      message: 'Um alerta "abaixo do normal" não tem preço máximo.',
    });
    expect(issue({ trigger: 'max_price', max_price: null })).toMatchObject({
      path: ['max_price'],
      message: 'Informe o preço máximo.',
    });
    expect(issue({})?.message).toBe('Informe o preço máximo.');
  });

  it('refuses a mode it does not know', () => {
    expect(priceAlertSchema.safeParse(alert({ trigger: 'sempre', max_price: 3500 })).success).toBe(false);
  });
});
