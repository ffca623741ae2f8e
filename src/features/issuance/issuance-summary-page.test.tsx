import { awardDisplay, awardValuePer1000 } from '@core/flights/award-programs';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatBRL } from '@core/format/money';
import { IssuanceSummaryPage } from './issuance-summary-page';

function Probe() {
  const location = useLocation();
  return <p data-testid="onde">{`${location.pathname}${location.search}`}</p>;
}

/** The page at `url`; `from` puts another page of ours before it in the history. */
function renderPage(url: string, from?: string) {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={from ? [from, url] : [url]} initialIndex={from ? 1 : 0}>
      <Routes>
        <Route path="/emissao-tabela-fixa-latam" element={<IssuanceSummaryPage />} />
        <Route path="*" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user };
}

/** term → value of a description list. */
function facts(name: string): Record<string, string> {
  const list = screen.getByLabelText(name);
  const out: Record<string, string> = {};
  for (const term of within(list).getAllByRole('term'))
    out[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  return out;
}

const whatsapp = () => screen.getByRole('link', { name: 'Solicitar Emissão via WhatsApp' });
const whatsappText = () => new URL(whatsapp().getAttribute('href') ?? '').searchParams.get('text');

afterEach(() => {
  vi.unstubAllEnvs();
});

const FULL = '/emissao-tabela-fixa-latam?origem=GRU&destino=MIA&data=2026-12-20&voo=LA8084&programa=LATAM%20Pass';

describe('Resumo da Emissão (/emissao-tabela-fixa-latam)', () => {
  it('shows the flight, the fixed-table miles with their value in reais, and the fees', () => {
    renderPage(FULL);
    expect(screen.getByRole('heading', { level: 1, name: 'Resumo da Emissão' })).toBeInTheDocument();
    expect(facts('Resumo do voo')).toEqual({
      Trecho: 'São Paulo (GRU) → Miami (MIA)',
      Data: '20/12/2026',
      Voo: 'LA8084',
      Programa: 'LATAM Pass',
      Classe: 'Econômica',
      Escalas: 'não informadas',
    });
    expect(facts('Milhas e taxas')).toEqual({
      Milhas: '57.000 milhasTabela fixa: América do Sul 1 → América do Norte, econômica',
      'Taxas estimadas': 'R$ 150,00',
      'Valor estimado': 'aproximadamente R$ 1.546,50 (milhas + taxas)R$ 24,50 por 1.000 milhas',
    });
  });

  it('reads the English names, the cabin, the legs and values the miles of the programme given', () => {
    renderPage(
      '/emissao-tabela-fixa-latam?origin=gru&destination=mia&date=20/12/2026&program=smiles&cabin=executiva&legs=GRU-BSB:G31234,BSB-MIA:G37000',
    );
    const flight = facts('Resumo do voo');
    expect(flight.Data).toBe('20/12/2026');
    expect(flight.Voo).toBe('G31234, G37000');
    expect(flight.Programa).toBe('Smiles');
    expect(flight.Classe).toBe('Executiva');
    expect(flight.Escalas).toBe('1 escala (BSB)');
    expect(flight.Trechos).toBe('GRU → BSBG31234BSB → MIAG37000');
    const miles = facts('Milhas e taxas');
    expect(miles.Milhas).toContain('114.000 milhas');
    expect(miles['Valor estimado']).toContain('aproximadamente R$ 1.860,00 (milhas + taxas)');
  });

  it("values a Virgin Atlantic seat as the award screens do: LATAM Pass via Virgin Atlantic, at Virgin's value", () => {
    const award = { program: 'LATAM Pass', original_program: 'Virgin Atlantic' };
    for (const query of ['programa=LATAM%20Pass&programa_origem=Virgin%20Atlantic', 'program=virginatlantic']) {
      renderPage(`/emissao-tabela-fixa-latam?origem=GRU&destino=MIA&${query}`);
      expect(facts('Resumo do voo').Programa).toBe('LATAM Passvia Virgin Atlantic');
      const miles = facts('Milhas e taxas');
      // The same figures awardDisplay gives /busca-award and /award-por-data for these miles.
      const estimate = awardDisplay(award, 57_000, 150, 'BRL').estimate ?? '';
      expect(miles['Valor estimado']).toBe(
        `${estimate}${formatBRL(awardValuePer1000(award) ?? 0)} por 1.000 milhas (valor do Virgin Atlantic)`,
      );
      expect(estimate).toBe('aproximadamente R$ 1.176,00 (milhas + taxas)');
      cleanup();
    }
  });

  it('reads connections as airports or a count', () => {
    renderPage('/emissao-tabela-fixa-latam?origem=GRU&destino=MIA&connections=LIM,PTY');
    expect(facts('Resumo do voo').Escalas).toBe('2 escalas (LIM, PTY)');
    expect(facts('Resumo do voo').Data).toBe('não informada');
  });

  it("falls back to the programme's reference miles when the route is outside the region table", () => {
    renderPage('/emissao-tabela-fixa-latam?origem=GRU&destino=PVH&data=2026-12-20');
    expect(facts('Milhas e taxas').Milhas).toBe(
      '12.500 milhasRota fora da tabela fixa por região: milhas de referência do programa (econômica)',
    );
  });

  it('gives no estimate in reais for an unknown programme, and says so', () => {
    renderPage('/emissao-tabela-fixa-latam?origem=GRU&destino=MIA&programa=Milhas%20Fantasia');
    expect(facts('Resumo do voo').Programa).toBe('Milhas Fantasia');
    expect(facts('Milhas e taxas')['Valor estimado']).toBe('sem estimativa');
    expect(screen.getByText(/Programa não reconhecido/)).toBeInTheDocument();
  });

  it('opens WhatsApp in a new tab with the configured number and the prefilled request', () => {
    vi.stubEnv('VITE_WHATSAPP_NUMBER', '+55 (11) 99999-8888');
    renderPage(FULL);
    const link = whatsapp();
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511999998888\?text=/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(whatsappText()).toBe(
      [
        'Olá! Gostaria de solicitar a emissão de uma passagem pela tabela fixa.',
        '',
        'Programa: LATAM Pass',
        'Trecho: São Paulo (GRU) → Miami (MIA)',
        'Data: 20/12/2026',
        'Voo: LA8084',
        'Classe: Econômica',
        'Escalas: não informadas',
        'Milhas (tabela fixa): 57.000',
        'Taxas estimadas: R$ 150,00',
        '',
        'Aguardo a confirmação. Obrigado!',
      ].join('\n'),
    );
    expect(screen.queryByText(/não configurado/)).not.toBeInTheDocument();
  });

  it('without a configured number opens wa.me without one (the user picks the contact), and says why', () => {
    vi.stubEnv('VITE_WHATSAPP_NUMBER', '');
    renderPage(FULL);
    expect(whatsapp().getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=Ol%C3%A1/);
    expect(screen.getByText(/Número de WhatsApp para emissão não configurado/)).toBeInTheDocument();
  });

  it("'Voltar' goes back in the history", async () => {
    const { user } = renderPage(FULL, '/busca-award?origin=GRU&destination=MIA');
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByTestId('onde')).toHaveTextContent('/busca-award?origin=GRU&destination=MIA');
  });

  it("'Voltar' opens the award search when the page was opened directly", async () => {
    const { user } = renderPage(FULL);
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByTestId('onde')).toHaveTextContent(/^\/busca-award$/);
  });

  it('explains a link without route and offers the award search', () => {
    renderPage('/emissao-tabela-fixa-latam');
    expect(screen.getByText('Origem não informada.')).toBeInTheDocument();
    expect(screen.getByText('Destino não informado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a Busca Tabela Fixa e Award' })).toHaveAttribute(
      'href',
      '/busca-award',
    );
    expect(screen.queryByRole('link', { name: 'Solicitar Emissão via WhatsApp' })).not.toBeInTheDocument();
  });

  it.each([
    ['data=2026-02-30', 'Data inválida: "2026-02-30" (use aaaa-mm-dd ou dd/mm/aaaa).'],
    ['classe=luxo', 'Classe inválida: "luxo" (use econômica, premium, executiva ou primeira).'],
    ['legs=GRU-BSB,LIM-MIA', 'Os trechos informados não formam a rota GRU → MIA.'],
    ['legs=GRU', 'Trechos inválidos (use, por exemplo, legs=GRU-BSB:LA3001,BSB-MIA:LA8070).'],
    ['connections=B1', 'Conexões inválidas: "B1" (use códigos IATA separados por vírgula, ex.: BSB,LIM).'],
  ])('reports %s in pt-BR', (extra, message) => {
    renderPage(`/emissao-tabela-fixa-latam?origem=GRU&destino=MIA&${extra}`);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a Busca Tabela Fixa e Award' })).toBeInTheDocument();
  });

  it('reports a malformed airport code', () => {
    renderPage('/emissao-tabela-fixa-latam?origem=S%C3%A3o%20Paulo&destino=MIA');
    expect(
      screen.getByText('Origem inválida: "São Paulo" (use o código IATA do aeroporto, 3 letras).'),
    ).toBeInTheDocument();
  });
});
