import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrivacyFacts } from '@core/schemas/account';
import { PrivacyPage } from './privacy-page';

// /privacidade, signed out: what is kept and for how long as this server says (its SEARCH_HISTORY_DAYS, its
// contact), who receives what, and the holder's rights under Lei 13.709/2018, art. 18, with how to use them here.

const FACTS: PrivacyFacts = {
  contactEmail: 'dpo@exemplo.com.br',
  retention: {
    searchHistoryDays: 90,
    notificationDays: 180,
    alertCheckDays: 180,
    signInEventDays: 90,
    sessionDays: 30,
    mailOutboxDays: 30,
  },
  exportsPerHour: 5,
  deletionLinkMinutes: 30,
  configured: { serpapi: true, seatsAero: false, airlineUpstreams: false, telegram: true, smtp: true, supabase: false },
};

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  render(
    <MemoryRouter>
      <PrivacyPage />
    </MemoryRouter>,
  );
}

describe('/privacidade', () => {
  it("states this server's retention and contact, the recipients, and the LGPD rights", async () => {
    const asked: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        asked.push(new Headers(init?.headers).get('authorization'));
        return String(input) === '/api/privacy' ? Response.json(FACTS) : new Response(null, { status: 404 });
      }),
    );
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeInTheDocument();
    // Until the server answers, its defaults, said to be unconfirmed.
    expect(screen.getByRole('status')).toHaveTextContent('Confirmando os prazos deste servidor');
    await screen.findAllByRole('link', { name: 'dpo@exemplo.com.br' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('row', { name: /Histórico de buscas/ })).toHaveTextContent('90 dias');
    expect(screen.getByRole('row', { name: /Notificações \(alertas/ })).toHaveTextContent('180 dias');
    expect(screen.getByRole('row', { name: /Acessos/ })).toHaveTextContent('90 dias');
    expect(screen.getAllByRole('link', { name: 'dpo@exemplo.com.br' })[0]).toHaveAttribute(
      'href',
      'mailto:dpo@exemplo.com.br',
    );
    expect(
      screen.getByRole('heading', { name: 'Seus direitos (Lei 13.709/2018 (LGPD), art. 18)' }),
    ).toBeInTheDocument();
    for (const right of ['acesso aos dados', 'portabilidade dos dados', 'revogação do consentimento'])
      expect(screen.getByText(new RegExp(right))).toBeInTheDocument();
    expect(screen.getByText(/SerpApi \(Google Flights\) \(ativo neste servidor\)/)).toBeInTheDocument();
    expect(screen.getByText(/A assinatura na Kiwify não é cancelada por isso/)).toBeInTheDocument();
    expect(asked).toEqual([null]);
  });

  it('without the server, shows the defaults and says they may differ', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderPage();
    expect(await screen.findByText(/os prazos abaixo são os padrões/)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Histórico de buscas/ })).toHaveTextContent('365 dias');
  });
});
