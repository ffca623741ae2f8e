import { describe, expect, it } from 'vitest';
import { PROGRAMS } from '../miles/program-ids';
import { BRAZILIAN_PROGRAMMES, GLOBAL_ALLIANCES, TRANSFER_PARTNERS } from './alliances';

describe('Alianças e Acordos data', () => {
  it('covers LATAM Pass, Smiles and Azul Fidelidade, named as everywhere else in the app', () => {
    expect(BRAZILIAN_PROGRAMMES.map((p) => p.name)).toEqual([
      PROGRAMS.LATAM_PASS.name,
      PROGRAMS.SMILES.name,
      PROGRAMS.AZUL.name,
    ]);
    for (const programme of BRAZILIAN_PROGRAMMES) expect(programme.partners.length).toBeGreaterThan(0);
  });

  it('lists the three alliances, no airline in two of them', () => {
    expect(GLOBAL_ALLIANCES.map((a) => a.name)).toEqual(['Star Alliance', 'oneworld', 'SkyTeam']);
    const members = GLOBAL_ALLIANCES.flatMap((a) => a.members);
    expect(new Set(members).size).toBe(members.length);
  });

  it('transfer partners point only at the programmes shown', () => {
    const families = new Set(BRAZILIAN_PROGRAMMES.map((p) => p.family));
    for (const partner of TRANSFER_PARTNERS) for (const f of partner.transfersTo) expect(families.has(f)).toBe(true);
  });
});
