import { describe, expect, it } from 'vitest';
import { cabinLabel, providerLabel, REFERENCE_LABEL } from './labels';

describe('cabin labels', () => {
  it('names cabins in pt-BR', () => {
    expect(cabinLabel('ECONOMY')).toBe('Econômica');
    expect(cabinLabel('economic')).toBe('Econômica');
    expect(cabinLabel('BUSINESS')).toBe('Executiva');
    expect(cabinLabel('Z')).toBe('Z');
  });

  it('reads any case and the award search\'s "all cabins"', () => {
    expect(cabinLabel('premium_economy')).toBe('Premium Economy');
    expect(cabinLabel(' first ')).toBe('Primeira classe');
    expect(cabinLabel('ALL')).toBe('Todas as classes');
    expect(cabinLabel('PREMIUM_ECONOMIC')).toBe('Premium Economy');
    expect(cabinLabel('EXECUTIVE')).toBe('Executiva');
    expect(cabinLabel('FIRST_CLASS')).toBe('Primeira classe');
  });
});

describe('provider labels', () => {
  it('names providers as their owners do', () => {
    expect(providerLabel('seats_aero')).toBe('Seats.aero');
    expect(providerLabel('google_flights')).toBe('Google Flights');
    expect(providerLabel('demo')).toBe('Demonstração');
    expect(providerLabel('fixed_table')).toBe(REFERENCE_LABEL);
  });

  it('shows an unknown source as written', () => {
    expect(providerLabel('outro')).toBe('outro');
  });
});
