import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AwardFlight } from '@core/schemas/award';
import { awardFlight } from '@tests/unit/fakes/award-flight-fixture';
import { AwardDetailsDialog } from './award-details-dialog';

// 'Detalhes do Voo' of a fixed-table fare claims no stops and no schedule.

/** Opens the dialog on a LATAM Pass fixed-table estimate with no schedule, changed by `fields`. */
function openDetails(fields: Partial<AwardFlight>) {
  const flight = awardFlight({
    id: 'tabela-fixa-latam-gru-mia-economy',
    source: 'fixed_table',
    program: 'LATAM Pass',
    original_program: 'LATAM Pass',
    departure_time: '',
    arrival_time: '',
    duration: '',
    stops: 0,
    ...fields,
  });
  render(
    <MemoryRouter>
      <AwardDetailsDialog flight={flight} onClose={() => {}} />
    </MemoryRouter>,
  );
  return screen.getByRole('dialog', { name: 'Detalhes do Voo' });
}

describe('Detalhes do Voo of a fixed-table fare', () => {
  it('shows what the estimate has (programme, route, regions, cabin, miles) and says it is an estimate, not dashes', () => {
    const dialog = openDetails({ origin: 'GRU', destination: 'MIA', miles_cost: 57000 });
    expect(dialog).toHaveTextContent(/Estimativa da tabela fixa de milhas por região/);
    const value = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('Programa')).toHaveTextContent('LATAM Pass');
    expect(value('Trecho')).toHaveTextContent('GRU → MIA');
    expect(value('Regiões')).toHaveTextContent(/^América do Sul 1 → América do Norte/);
    expect(value('Milhas')).toHaveTextContent('57.000 milhas (estimativa)');
    expect(within(dialog).queryByText('—')).not.toBeInTheDocument();
  });

  it("shows 'Tabela de referência — horários na emissão' under Escalas, not 'Direto'", () => {
    const dialog = openDetails({});
    const stops = within(dialog).getByText('Escalas').nextElementSibling;
    expect(stops).toHaveTextContent('Tabela de referência — horários na emissão');
    expect(within(dialog).queryByText('Direto')).not.toBeInTheDocument();
  });

  it('links the issuance summary with the programme that prices the seat, so it values it the same way', () => {
    openDetails({ id: 'tabela-fixa-virgin-gru-mia-economy', original_program: 'Virgin Atlantic' });
    const href = screen.getByRole('link', { name: 'Resumo da emissão' }).getAttribute('href') ?? '';
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('programa')).toBe('LATAM Pass');
    expect(params.get('programa_origem')).toBe('Virgin Atlantic');
  });
});
