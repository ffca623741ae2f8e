import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/use-toast';
import { AwardSearchPage } from '@/features/award/award-search-page';
import { awardFlight } from '@tests/unit/fakes/award-flight-fixture';

// The award search page rendered for its component tests (award-search-page and award-details-dialog), and
// the queries they share: the search button, the Resultados tab, the table's rows and columns.

export function renderAwardSearchPage(path = '/busca-award') {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/busca-award" element={<AwardSearchPage />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  return { user };
}

export const search = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Buscar' }));
export const resultsTab = () => screen.getByRole('tab', { name: /^Resultados/ });
export const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Tarifas award' }))
    .getAllByRole('row')
    .slice(1);
export const milesColumn = () => bodyRows().map((r) => within(r).getByText(/ milhas$/).textContent);
export const header = (name: string) => screen.getByRole('button', { name }).closest('th');

/** What the stubbed Smiles search answers: two Smiles rows and a LATAM business row, out of miles order. */
export const smilesReply = [
  awardFlight({ id: 'seats-aero-smiles-01', miles_cost: 60000, flight_date: '2026-12-03', departure_time: '10:00' }),
  awardFlight({ id: 'seats-aero-smiles-02', miles_cost: 30000, flight_date: '2026-12-01', departure_time: '22:00' }),
  awardFlight({
    id: 'seats-aero-latam-03',
    program: 'LATAM Pass',
    original_program: 'American AAdvantage',
    airline: 'LATAM',
    airline_code: 'LA',
    cabin_class: 'BUSINESS',
    miles_cost: 90000,
    flight_date: '2026-12-02',
  }),
];

/** After each test: no toast left for the next one, and the stubbed fetch restored. */
export function cleanUpAwardPage() {
  act(() => dismissToast());
  vi.unstubAllGlobals();
}
