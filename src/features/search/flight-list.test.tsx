import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFlight } from '@tests/helpers/flight-fixture';
import { FlightList, VIRTUALIZE_AFTER } from './flight-list';

const flights = (n: number) =>
  Array.from({ length: n }, (_, i) => makeFlight(`voo-${i}`, { price: 1000 + i, flightNumber: `LA${i}` }));

/** jsdom has no layout: give the scroll box its 600 px and every card a height, as a browser would. */
function fakeLayout() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(190);
}
afterEach(() => vi.restoreAllMocks());

describe('FlightList', () => {
  it('renders every card of a short list', () => {
    render(<FlightList flights={flights(VIRTUALIZE_AFTER)} />);
    expect(within(screen.getByRole('list', { name: 'Resultados' })).getAllByRole('article')).toHaveLength(
      VIRTUALIZE_AFTER,
    );
  });

  it('keeps only the visible cards of a long list in the DOM, announcing the full size, and follows the scroll', () => {
    fakeLayout();
    const { container } = render(<FlightList flights={flights(2000)} />);
    const list = screen.getByRole('list', { name: 'Resultados' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(20);
    expect(items[0]).toHaveAttribute('aria-setsize', '2000');
    expect(items[0]).toHaveTextContent('LA0');

    const scroller = container.querySelector('[data-scroller]') as HTMLElement;
    scroller.scrollTop = 190 * 1000;
    fireEvent.scroll(scroller);
    const visible = within(list).getAllByRole('listitem');
    expect(visible.length).toBeLessThan(20);
    expect(visible.map((li) => li.getAttribute('aria-posinset'))).toContain('1001');
    expect(within(list).queryByText('LA0')).not.toBeInTheDocument();
  });

  it('says so when there is nothing to show', () => {
    render(<FlightList flights={[]} empty="Nenhum voo encontrado com pagamento em milhas." />);
    expect(screen.getByText('Nenhum voo encontrado com pagamento em milhas.')).toBeInTheDocument();
  });
});

describe('FlightList badges and verdicts', () => {
  const shortlist = () => [
    makeFlight('best', { price: 900, bestValue: true }),
    makeFlight('second', { price: 1000 }),
    makeFlight('third', { price: 1100, bestValue: true }),
  ];

  it("puts 'Melhor opção' on one card only; the rest of 'Melhores Opções' are 'Boa opção'", () => {
    render(<FlightList flights={shortlist()} shortlist />);
    expect(screen.getAllByText('Melhor opção')).toHaveLength(1);
    expect(within(screen.getAllByRole('article')[0] as HTMLElement).getByText('Melhor opção')).toBeInTheDocument();
    expect(screen.getAllByText('Boa opção')).toHaveLength(2);
  });

  it('carries no Boa opção outside the shortlist', () => {
    render(<FlightList flights={shortlist()} />);
    expect(screen.getAllByText('Melhor opção')).toHaveLength(1);
    expect(screen.queryByText('Boa opção')).not.toBeInTheDocument();
  });

  it("judges a miles offer against the day's cheapest cash fare from another list, and says so", () => {
    const miles = makeFlight('miles', {
      price: null,
      miles: 100_000,
      milesProgram: 'LATAM Pass',
      fees: 100,
      departure: { time: '', airport: 'GRU', city: '', date: '2026-12-20' },
    });
    const cash = makeFlight('cash', {
      price: 2600,
      airline: 'GOL',
      departure: { time: '14:00', airport: 'GRU', city: '', date: '2026-12-20' },
    });
    render(<FlightList flights={[miles]} pool={[miles, cash]} />);
    expect(screen.getByText('Use milhas')).toBeInTheDocument();
    expect(
      screen.getByText(/Comparado com a tarifa em dinheiro mais barata do dia: R\$ 2\.600,00/),
    ).toBeInTheDocument();
    expect(screen.getByText(/^'Use milhas' quando cada mil milhas rendem/)).toBeInTheDocument();
  });

  it('says why there is no verdict on a miles-only search, instead of dropping it silently', () => {
    const miles = makeFlight('miles', { price: null, miles: 100_000, milesProgram: 'LATAM Pass', fees: 100 });
    render(<FlightList flights={[miles]} pool={[miles]} />);
    expect(screen.queryByText('Use milhas')).not.toBeInTheDocument();
    expect(
      screen.getByText(/^Sem tarifas em dinheiro nesta busca, não dá para dizer se vale usar milhas/),
    ).toBeInTheDocument();
  });
});

describe('FlightList scroll cue', () => {
  it('fades the lower edge while more cards wait below, and drops the fade at the end', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(1400);
    const { container } = render(<FlightList flights={flights(8)} />);
    expect(screen.getByTestId('mais-resultados')).toBeInTheDocument();
    const scroller = container.querySelector('[data-scroller]') as HTMLElement;
    scroller.scrollTop = 800;
    fireEvent.scroll(scroller);
    expect(screen.queryByTestId('mais-resultados')).not.toBeInTheDocument();
  });

  it('shows no fade when everything fits', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(600);
    render(<FlightList flights={flights(2)} />);
    expect(screen.queryByTestId('mais-resultados')).not.toBeInTheDocument();
  });
});
