import { describe, expect, it } from 'vitest';
import {
  bonusFor,
  breakEvenMilheiro,
  buyAndTransfer,
  costOf,
  effectiveMilheiro,
  milesCredited,
  perThousand,
  planTransfer,
} from './transfer-math';
import type { TransferPartner } from './transfer-partners';

type Terms = Pick<TransferPartner, 'ratio' | 'minimumPoints' | 'step'>;
const partner = (points: number, miles: number, minimum: number | null = null, step = 1): Terms => ({
  ratio: { value: { points, miles }, unsure: false },
  minimumPoints: { value: minimum, unsure: false },
  step: { value: step, unsure: false },
});

describe('effectiveMilheiro', () => {
  it('is points cost ÷ (ratio × (1 + bonus)), to the centavo', () => {
    expect(effectiveMilheiro(35, 1, 100)).toBe(17.5);
    expect(effectiveMilheiro(70, 1, 0)).toBe(70);
    expect(effectiveMilheiro(42, 1, 80)).toBe(23.33);
    expect(effectiveMilheiro(30, 0.8, 0)).toBe(37.5);
    expect(effectiveMilheiro(30, 0.8, 100)).toBe(18.75);
    expect(effectiveMilheiro(35, 1, 90)).toBe(18.42);
  });
});

describe('bonusFor', () => {
  const smiles = {
    bonusPercent: 50,
    tiers: [
      { tier: 'Diamante', bonusPercent: 100 },
      { tier: 'Clube Smiles 20.000', bonusPercent: 100 },
      { tier: 'Clube Smiles 1.000', bonusPercent: 90 },
    ],
    capPerCpf: 500000,
  };

  it('gives the base to everyone and the best tier held, in either programme', () => {
    expect(bonusFor(smiles, [])).toBe(50);
    expect(bonusFor(smiles, [null, undefined, ''])).toBe(50);
    expect(bonusFor(smiles, ['Clube Smiles 1.000'])).toBe(90);
    expect(bonusFor(smiles, ['Clube Livelo', 'clube smiles 20.000'])).toBe(100);
    expect(bonusFor(smiles, ['Clube Smiles 1.000', 'Diamante'])).toBe(100);
  });

  it('never gives less than the base when a tier is listed lower', () => {
    expect(bonusFor({ bonusPercent: 50, tiers: [{ tier: 'Ouro', bonusPercent: 30 }], capPerCpf: null }, ['Ouro'])).toBe(
      50,
    );
  });
});

describe('milesCredited', () => {
  it('adds the bonus, drops fractions and cuts the bonus at the CPF cap', () => {
    expect(milesCredited(9000, 1, 100)).toEqual({ base: 9000, bonus: 9000, total: 18000 });
    expect(milesCredited(10001, 0.8, 0)).toEqual({ base: 8000, bonus: 0, total: 8000 });
    expect(milesCredited(1001, 1, 50)).toEqual({ base: 1001, bonus: 500, total: 1501 });
    expect(milesCredited(600000, 1, 100, 500000)).toEqual({ base: 600000, bonus: 500000, total: 1100000 });
  });
});

describe('planTransfer', () => {
  it('covers the shortfall with the fewest points', () => {
    const plan = planTransfer(18000, partner(1, 1), 100);
    expect(plan).toMatchObject({ points: 9000, bonusPercent: 100, capped: false, roundedUp: false });
    expect(plan.miles).toEqual({ base: 9000, bonus: 9000, total: 18000 });
    expect(planTransfer(18000, partner(1, 1)).points).toBe(18000);
    expect(planTransfer(10001, partner(1, 1), 100).points).toBe(5001);
    expect(planTransfer(0, partner(1, 1), 100).points).toBe(0);
  });

  it('reads 1,25:1 as 1,25 point per mile', () => {
    expect(planTransfer(8000, partner(1.25, 1)).points).toBe(10000);
    expect(planTransfer(8001, partner(1.25, 1)).points).toBe(10002);
    expect(planTransfer(8000, partner(1.25, 1), 100).points).toBe(5000);
  });

  it('gives only the cap as bonus; the rest of the shortfall comes at base', () => {
    const plan = planTransfer(18000, partner(1, 1), 100, 5000);
    expect(plan).toMatchObject({ points: 13000, capped: true });
    expect(plan.miles).toEqual({ base: 13000, bonus: 5000, total: 18000 });
    expect(planTransfer(18000, partner(1, 1), 100, 9000)).toMatchObject({ points: 9000, capped: false });
  });

  it('raises the transfer to the minimum and to the step', () => {
    expect(planTransfer(3000, partner(1, 1, 20000), 100)).toMatchObject({ points: 20000, roundedUp: true });
    expect(planTransfer(3000, partner(2, 1, 4000, 4000)).points).toBe(8000);
    expect(planTransfer(2000, partner(2, 1, 4000, 4000)).points).toBe(4000);
    expect(planTransfer(2500, partner(1, 1, null, 1000))).toMatchObject({ points: 3000, roundedUp: true });
  });
});

describe('costs', () => {
  it('prices units at a milheiro and back, to the centavo', () => {
    expect(costOf(9000, 35)).toBe(315);
    expect(costOf(52000, 15)).toBe(780);
    expect(costOf(1234, 16.5)).toBe(20.36);
    expect(perThousand(315, 18000)).toBe(17.5);
    expect(perThousand(100, 0)).toBeNull();
  });
});

describe('buyAndTransfer', () => {
  it('compares the milheiro bought with what the miles sell for', () => {
    expect(buyAndTransfer(35, 1, 100, 16.5)).toEqual({
      effectiveMilheiro: 17.5,
      salePer1000: 16.5,
      marginPer1000: -1,
      worthIt: false,
    });
    expect(buyAndTransfer(35, 1, 100, 19)).toMatchObject({ marginPer1000: 1.5, worthIt: true });
    expect(buyAndTransfer(70, 1, 0, null)).toEqual({
      effectiveMilheiro: 70,
      salePer1000: null,
      marginPer1000: null,
      worthIt: null,
    });
  });
});

describe('breakEvenMilheiro', () => {
  it('is (cash fare − taxes) ÷ miles × 1,000', () => {
    expect(breakEvenMilheiro(1800, 175, 50000)).toBe(32.5);
    expect(breakEvenMilheiro(100, 150, 10000)).toBe(-5);
    expect(breakEvenMilheiro(1000, 0, 0)).toBeNull();
  });
});
