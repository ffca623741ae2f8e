import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '../schemas/search';
import { cellOpening, closedPrograms, openingDate } from './booking-window';

describe('booking window', () => {
  const today = todayIsoDate();

  it('opens a travel day its window before departure', () => {
    const travel = addDaysIso(today, 342);
    expect(openingDate(travel, 330)).toBe(addDaysIso(today, 12));
  });

  it('lists the programmes not open yet for a day, soonest first; a day opening today is open', () => {
    const travel = addDaysIso(today, 340);
    const closed = closedPrograms(
      [
        { program: 'SMILES', numDaysOut: 330 },
        { program: 'AZUL', numDaysOut: 335 },
        { program: 'VIRGIN', numDaysOut: 340 },
      ],
      travel,
      today,
    );
    expect(closed).toEqual([
      { program: 'AZUL', travelDate: travel, opensOn: addDaysIso(today, 5), daysLeft: 5 },
      { program: 'SMILES', travelDate: travel, opensOn: addDaysIso(today, 10), daysLeft: 10 },
    ]);
    expect(closedPrograms(undefined, travel, today)).toEqual([]);
  });

  it('marks a calendar cell only when none of the searched programmes is open for the day', () => {
    const windows = [
      { program: 'SMILES' as const, numDaysOut: 330 },
      { program: 'AZUL' as const, numDaysOut: 350 },
    ];
    expect(cellOpening(windows, addDaysIso(today, 340), today)).toBeNull();
    expect(cellOpening(windows, addDaysIso(today, 360), today)).toMatchObject({ program: 'AZUL', daysLeft: 10 });
    expect(cellOpening([], addDaysIso(today, 360), today)).toBeNull();
  });
});
