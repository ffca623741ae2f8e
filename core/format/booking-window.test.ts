import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '../schemas/search';
import { bookingOpenedTitle, bookingOpensText, opensInLabel } from './booking-window';
import { formatDate } from './dates';

describe('booking window texts', () => {
  const today = todayIsoDate();
  const travel = addDaysIso(today, 342);

  it('says when a programme opens a day, with the opening date', () => {
    const opensOn = addDaysIso(today, 12);
    expect(bookingOpensText({ program: 'SMILES', travelDate: travel, opensOn }, today)).toBe(
      `Reservas da Smiles para ${formatDate(travel)} abrem em 12 dias (${formatDate(opensOn)})`,
    );
    expect(bookingOpensText({ program: 'LATAM', travelDate: travel, opensOn }, today)).toMatch(
      /^Reservas do LATAM Pass para /,
    );
    expect(bookingOpensText({ program: 'AZUL', travelDate: travel, opensOn: today }, today)).toBe(
      `Reservas da Azul Fidelidade para ${formatDate(travel)} abrem hoje (${formatDate(today)})`,
    );
  });

  it("labels a cell 'abre hoje', 'abre amanhã' or 'abre em N dias'", () => {
    expect(opensInLabel(0)).toBe('abre hoje');
    expect(opensInLabel(1)).toBe('abre amanhã');
    expect(opensInLabel(12)).toBe('abre em 12 dias');
  });

  it('titles the opening day notification', () => {
    expect(bookingOpenedTitle('SMILES', 'GRU', 'LIS', travel)).toBe(
      `Abriram as reservas da Smiles para GRU → LIS em ${formatDate(travel)}`,
    );
  });
});
