import { describe, expect, it } from 'vitest';
import { BRAZILIAN_PROGRAMMES, TRANSFER_PARTNERS } from '../data/alliances';
import { awardProgramInfo } from '../flights/award-programs';
import { providerLabel } from '../format/labels';
import { MILES_SOURCE_BY_PROGRAM as SCHEMA_SOURCES } from '../schemas/award';
import {
  AWARD_PROGRAMS,
  awardProgramOfFamily,
  familyOf,
  familyOfAward,
  MILES_SOURCE_BY_PROGRAM,
  MILES_SOURCES,
  PROGRAM_CODES,
  PROGRAM_FAMILIES,
  PROGRAMS,
  programName,
  programOfAward,
  programOfFamily,
  programOfSource,
  shownProgram,
  WALLET_PROGRAMS,
} from './program-ids';
import { PROGRAM_VALUE_PER_1000, programDisplayName, programFamily, programValuePer1000 } from './programs';
import { WALLET_PROGRAM_INFO, walletProgramForAward, walletProgramName } from './wallet-programs';

const sorted = (list: readonly string[]) => [...list].sort();

describe('the programme table', () => {
  it('keys every programme by its own code', () => {
    for (const code of PROGRAM_CODES) expect(PROGRAMS[code].code).toBe(code);
  });

  it('keeps the codes on the wire and in the database as they were', () => {
    expect(WALLET_PROGRAMS).toEqual([
      'SMILES',
      'LATAM_PASS',
      'AZUL',
      'TAP',
      'LIVELO',
      'ESFERA',
      'ATOMOS',
      'IUPP',
      'INTER_LOOP',
      'ACCOR_ALL',
    ]);
    expect(AWARD_PROGRAMS).toEqual(['LATAM', 'AZUL', 'SMILES', 'VIRGIN']);
    expect(MILES_SOURCES).toEqual(['azul', 'american', 'smiles', 'virginatlantic']);
    expect(MILES_SOURCE_BY_PROGRAM).toEqual({
      AZUL: 'azul',
      LATAM: 'american',
      SMILES: 'smiles',
      VIRGIN: 'virginatlantic',
    });
    expect(SCHEMA_SOURCES).toBe(MILES_SOURCE_BY_PROGRAM);
    expect(PROGRAM_FAMILIES.map(awardProgramOfFamily)).toEqual(['LATAM', 'SMILES', 'AZUL', 'VIRGIN']);
  });

  it('lists each view in full: the ordered lists are the table’s programmes, none left out', () => {
    expect(sorted(WALLET_PROGRAMS)).toEqual(sorted(PROGRAM_CODES.filter((c) => PROGRAMS[c].wallet)));
    expect(sorted(AWARD_PROGRAMS)).toEqual(sorted(PROGRAM_CODES.flatMap((c) => PROGRAMS[c].award?.code ?? [])));
    expect(sorted(PROGRAM_FAMILIES)).toEqual(sorted(AWARD_PROGRAMS.map(familyOfAward)));
    expect(sorted(MILES_SOURCES)).toEqual(sorted(PROGRAM_CODES.flatMap((c) => PROGRAMS[c].seatsAero ?? [])));
  });

  it('searches each award programme through a source priced by itself or by a programme shown under it', () => {
    for (const code of AWARD_PROGRAMS) {
      const program = programOfAward(code);
      const pricing = programOfSource(MILES_SOURCE_BY_PROGRAM[code]);
      expect(pricing).toBeDefined();
      if (pricing) expect([program.code, program.shownUnder]).toContain(shownProgram(pricing).code);
    }
    expect(programOfSource('american')?.code).toBe('AMERICAN');
    expect(shownProgram(PROGRAMS.VIRGIN).code).toBe('LATAM_PASS');
  });

  it('gives airline programmes miles and bank programmes points; only airlines have award searches', () => {
    for (const code of PROGRAM_CODES) {
      const program = PROGRAMS[code];
      if (program.award || program.seatsAero) expect(program.kind).toBe('airline');
    }
    expect(PROGRAMS.LIVELO.kind).toBe('points');
    expect(PROGRAMS.TAP.kind).toBe('airline');
  });

  it('gives every award programme its reference value (SPEC §9), and values no other', () => {
    expect(PROGRAM_VALUE_PER_1000).toEqual({ latam: 24.5, smiles: 15, azul: 15, virgin: 18 });
    for (const code of PROGRAM_CODES) {
      const family = familyOf(PROGRAMS[code]);
      expect(PROGRAMS[code].per1000).toBe(family ? PROGRAM_VALUE_PER_1000[family] : null);
    }
  });

  it('reads a programme from its name, award code, family and aliases, and no other programme from a name', () => {
    for (const family of PROGRAM_FAMILIES) {
      const program = programOfFamily(family);
      for (const name of [program.name, program.award?.code ?? '', family, ...program.aliases])
        expect(programFamily(name)).toBe(family);
    }
    for (const code of PROGRAM_CODES) {
      if (!PROGRAMS[code].award) expect(programFamily(PROGRAMS[code].name)).toBeNull();
    }
    // American's seats are LATAM Pass's: its name alone is valued at nothing of its own.
    expect(programValuePer1000('American AAdvantage')).toBeNull();
  });

  it('pays with the wallet programme that holds the miles, never with one that does not', () => {
    expect(walletProgramForAward('LATAM Pass', PROGRAMS.VIRGIN.name)).toBeNull();
    expect(walletProgramForAward('LATAM Pass', PROGRAMS.AMERICAN.name)).toBe('LATAM_PASS');
    expect(AWARD_PROGRAMS.map((p) => walletProgramForAward(p))).toEqual(['LATAM_PASS', 'AZUL', 'SMILES', null]);
  });
});

describe('one name for a programme on every surface', () => {
  it('names wallet programmes from the table (selects, transfers, bonus alerts, how to pay)', () => {
    for (const code of WALLET_PROGRAMS) {
      expect(walletProgramName(code)).toBe(PROGRAMS[code].name);
      expect(WALLET_PROGRAM_INFO[code].name).toBe(PROGRAMS[code].name);
      expect(programName(code)).toBe(PROGRAMS[code].name);
    }
  });

  it('names award programmes from the table by any of their codes (checkboxes, errors, insights, alerts)', () => {
    for (const code of AWARD_PROGRAMS) {
      const { name } = programOfAward(code);
      expect(programDisplayName(code)).toBe(name);
      expect(programDisplayName(familyOfAward(code))).toBe(name);
      expect(programDisplayName(name)).toBe(name);
      expect(awardProgramInfo(code).original_program).toBe(name);
      expect(awardProgramInfo(code).program).toBe(shownProgram(programOfAward(code)).name);
    }
  });

  it('names the programmes of Seats.aero sources from the table (award rows)', () => {
    for (const source of MILES_SOURCES) {
      const pricing = programOfSource(source);
      expect(pricing).toBeDefined();
      if (!pricing) continue;
      expect(awardProgramInfo(source)).toEqual({
        program: shownProgram(pricing).name,
        original_program: pricing.name,
      });
    }
  });

  it('names the programmes’ own providers and the alliances page from the table', () => {
    expect(providerLabel('smiles_api')).toBe(PROGRAMS.SMILES.name);
    expect(providerLabel('azulmilhas_api')).toBe(PROGRAMS.AZUL.name);
    for (const programme of BRAZILIAN_PROGRAMMES) expect(programme.name).toBe(programOfFamily(programme.family).name);
    expect(TRANSFER_PARTNERS.map((p) => p.name)).toEqual([PROGRAMS.LIVELO.name, PROGRAMS.ESFERA.name]);
  });
});
