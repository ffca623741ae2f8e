import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, notConfigured, ok, stubMilesServer } from '@tests/unit/fakes/award-test-server';
import {
  bodyRows,
  cleanUpAwardPage,
  header,
  milesColumn,
  renderAwardSearchPage,
  resultsTab,
  search,
  smilesReply,
} from '@tests/unit/award-search-page-harness';
import { NOT_CONFIGURED_TITLE } from '@core/text/not-configured';
import { OFFLINE_TITLE, UNAVAILABLE_TITLE } from './award-notices';

afterEach(cleanUpAwardPage);

describe('Busca Tabela Fixa e Tarifa Awards: form', () => {
  it('starts with GRU → MIA, every class and all four programmes, and no results prompt before a search', () => {
    stubMilesServer();
    renderAwardSearchPage('/busca-award?origin=GRU');
    expect(screen.getByRole('heading', { level: 1, name: 'Busca Tabela Fixa e Tarifa Awards' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Origem' })).toHaveValue('GRU');
    expect(screen.getByRole('textbox', { name: 'Destino' })).toHaveValue('MIA');
    // An example, not a value: 'Ex.: MIA', in the muted placeholder style, not upper-cased like the typed code.
    const destination = screen.getByRole('textbox', { name: 'Destino' });
    expect(destination).toHaveAttribute('placeholder', 'Ex.: MIA');
    expect(destination).toHaveClass('placeholder:normal-case', 'placeholder:text-muted-foreground');
    expect(screen.getByRole('combobox', { name: 'Classe' })).toHaveValue('ALL');
    for (const name of ['LATAM Pass', 'Azul Fidelidade', 'Smiles', 'Virgin Atlantic'])
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    expect(resultsTab()).toBeDisabled();
    expect(screen.queryByText('Nenhum voo encontrado')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Outras buscas' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/hubs-aeroportos', '/', '/buscador']);
  });

  it('reads origin and destination from the URL query, as the hubs page links', () => {
    stubMilesServer();
    renderAwardSearchPage('/busca-award?origin=bsb&destination=lis');
    expect(screen.getByRole('textbox', { name: 'Origem' })).toHaveValue('BSB');
    expect(screen.getByRole('textbox', { name: 'Destino' })).toHaveValue('LIS');
  });

  it('checks and unchecks Virgin Atlantic together with LATAM Pass, and asks for at least one programme', async () => {
    const server = stubMilesServer();
    const { user } = renderAwardSearchPage();
    const latam = screen.getByRole('checkbox', { name: 'LATAM Pass' });
    const virgin = screen.getByRole('checkbox', { name: 'Virgin Atlantic' });
    await user.click(latam);
    expect(latam).not.toBeChecked();
    expect(virgin).not.toBeChecked();
    await user.click(latam);
    expect(latam).toBeChecked();
    expect(virgin).toBeChecked();
    await user.click(virgin);
    expect(latam).toBeChecked();
    expect(virgin).not.toBeChecked();
    await user.click(latam);
    await user.click(screen.getByRole('checkbox', { name: 'Azul Fidelidade' }));
    await user.click(screen.getByRole('checkbox', { name: 'Smiles' }));
    await search(user);
    expect(await screen.findByText('Selecione pelo menos um programa')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('searches only the checked programmes, one call each', async () => {
    const server = stubMilesServer({ smiles: ok(smilesReply) });
    const { user } = renderAwardSearchPage();
    await user.click(screen.getByRole('checkbox', { name: 'LATAM Pass' }));
    await search(user);
    await waitFor(() => expect(resultsTab()).toHaveAttribute('aria-selected', 'true'));
    expect(server.calls.map((u) => u.searchParams.get('source')).sort()).toEqual(['azul', 'smiles']);
    expect(
      server.calls.every((u) => u.searchParams.get('origin') === 'GRU' && u.searchParams.get('destination') === 'MIA'),
    ).toBe(true);
  });
});

describe('Busca Tabela Fixa e Tarifa Awards: results', () => {
  it("says 'não configurado' for each programme, not that the servers are down, when no source has a key", async () => {
    const server = stubMilesServer({
      azul: notConfigured,
      american: notConfigured,
      smiles: notConfigured,
      virginatlantic: notConfigured,
    });
    const { user } = renderAwardSearchPage();
    await search(user);
    // The form validates before it searches, so the search starts a moment after the click.
    expect(await screen.findByRole('status')).toHaveTextContent('Buscando tarifas');
    expect(screen.getByRole('button', { name: 'Cancelar busca' })).toBeInTheDocument();
    const notice = await screen.findByText(NOT_CONFIGURED_TITLE);
    const alert = notice.closest('[role="alert"]');
    expect(alert).toHaveClass('border-warning');
    expect(alert).toHaveTextContent('Smiles: não configurado neste servidor');
    expect(alert).toHaveTextContent('Azul Fidelidade: não configurado neste servidor');
    expect(screen.queryByText(UNAVAILABLE_TITLE)).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(4);
    await waitFor(() => expect(resultsTab()).toHaveAttribute('aria-selected', 'true'));
    expect(bodyRows()).toHaveLength(12);
    for (const row of bodyRows()) expect(within(row).getByText('Tabela de referência')).toBeInTheDocument();
    // Estimates are not flights anyone found: counted apart.
    expect(screen.getByText('0 voos encontrados · 12 estimativas da tabela')).toBeInTheDocument();
    expect(milesColumn().slice(0, 4)).toEqual(Array(4).fill('57.000 milhas'));
    expect(milesColumn().slice(-4)).toEqual(Array(4).fill('171.000 milhas'));
    expect(
      screen.getAllByText('aproximadamente R$ 1.546,50 com o milheiro de referência de R$ 24,50').length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(/Erro na busca de/)).not.toBeInTheDocument();
  });

  it('shows the live rows plus the red per-programme error when one programme fails', async () => {
    stubMilesServer({ smiles: ok(smilesReply), azul: failure(500, 'Falha interna') });
    const { user } = renderAwardSearchPage();
    await search(user);
    await waitFor(() => expect(resultsTab()).toHaveAttribute('aria-selected', 'true'));
    expect(bodyRows()).toHaveLength(3);
    const alert = screen.getByText('Erro na busca de Azul Fidelidade: 500 - Falha interna').closest('[role="alert"]');
    expect(alert).toHaveClass('text-destructive');
    expect(screen.queryByText(UNAVAILABLE_TITLE)).not.toBeInTheDocument();
    expect(screen.queryByText('Tabela de referência')).not.toBeInTheDocument();
    const first = bodyRows()[0] as HTMLElement;
    expect(first).toHaveTextContent('30.000 milhas');
    expect(first).toHaveTextContent('aproximadamente R$ 630,50 com o milheiro de referência de R$ 15,00');
    expect(first).toHaveTextContent('R$ 180,50');
    expect(first).toHaveTextContent('Direto');
    expect(screen.getByText('3 voos encontrados')).toBeInTheDocument();
  });

  it('values every row for the party asked: per passenger, and the group total in miles, taxes and reais', async () => {
    const server = stubMilesServer({ smiles: ok(smilesReply) });
    const { user } = renderAwardSearchPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Passageiros' }), '2');
    await search(user);
    await waitFor(() => expect(resultsTab()).toHaveAttribute('aria-selected', 'true'));
    expect(server.calls.every((url) => url.searchParams.get('passengers') === '2')).toBe(true);
    const first = bodyRows()[0] as HTMLElement;
    // 30.000 Smiles at the reference R$ 15,00 + R$ 180,50 = R$ 630,50 each; R$ 1.261,00 for two.
    expect(first).toHaveTextContent('aproximadamente R$ 630,50 com o milheiro de referência de R$ 15,00');
    expect(first).toHaveTextContent('Total para 2 passageiros: 60.000 milhas + R$ 361,00 em taxas ≈ R$ 1.261,00');
  });

  it('says no flights were found when every programme fails, and keeps Resultados disabled', async () => {
    stubMilesServer({
      smiles: failure(500, 'Falha interna'),
      azul: failure(502, 'Bad Gateway'),
      american: ok([]),
      virginatlantic: ok([]),
    });
    const { user } = renderAwardSearchPage();
    await search(user);
    expect(
      await screen.findByText(
        'Não foi possível encontrar voos: Erro na busca de Azul Fidelidade: 502 - Bad Gateway; Erro na busca de Smiles: 500 - Falha interna',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Nenhum voo encontrado')).toBeInTheDocument();
    expect(resultsTab()).toBeDisabled();
  });

  it('sorts by miles ascending first, toggles on click and moves aria-sort to the clicked column', async () => {
    stubMilesServer({ smiles: ok(smilesReply) });
    const { user } = renderAwardSearchPage();
    await search(user);
    // The counter runs to the real count, and the results follow 800 ms later.
    await waitFor(() => expect(screen.getByTestId('contador-award')).toHaveTextContent(/^3 voos encontrados$/));
    expect(resultsTab()).toHaveAttribute('aria-selected', 'false');
    await waitFor(() => expect(resultsTab()).toHaveAttribute('aria-selected', 'true'));
    expect(milesColumn()).toEqual(['30.000 milhas', '60.000 milhas', '90.000 milhas']);
    expect(header('Milhas')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Milhas' }));
    expect(header('Milhas')).toHaveAttribute('aria-sort', 'descending');
    expect(milesColumn()).toEqual(['90.000 milhas', '60.000 milhas', '30.000 milhas']);
    await user.click(screen.getByRole('button', { name: 'Data' }));
    expect(header('Data')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Milhas')).not.toHaveAttribute('aria-sort');
    expect(milesColumn()).toEqual(['30.000 milhas', '90.000 milhas', '60.000 milhas']);
    await user.click(screen.getByRole('button', { name: 'Programa' }));
    expect(bodyRows()[0]).toHaveTextContent('LATAM Pass');
    await user.click(screen.getByRole('button', { name: 'Programa' }));
    expect(header('Programa')).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[2]).toHaveTextContent('LATAM Pass');
  });

  it('filters by programme and by cabin (business includes first), with a counter', async () => {
    stubMilesServer({ smiles: ok(smilesReply) });
    const { user } = renderAwardSearchPage();
    await search(user);
    await waitFor(() => expect(resultsTab()).toHaveAttribute('aria-selected', 'true'));
    await user.click(screen.getByRole('checkbox', { name: 'LATAM Pass' }));
    expect(screen.getByText('Mostrando 1 de 3 voos')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'LATAM Pass' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por classe' }), 'economy');
    expect(milesColumn()).toEqual(['30.000 milhas', '60.000 milhas']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por classe' }), 'business');
    expect(milesColumn()).toEqual(['90.000 milhas']);
  });

  it('runs the fake counter while searching and cancels every call', async () => {
    const server = stubMilesServer({ azul: 'hang', american: 'hang', smiles: 'hang', virginatlantic: 'hang' });
    const { user } = renderAwardSearchPage();
    await search(user);
    const counter = await screen.findByTestId('contador-award');
    expect(counter).toHaveTextContent(/ voos encontrados$/);
    await waitFor(() => expect(counter).not.toHaveTextContent(/^0 /));
    await user.click(screen.getByRole('button', { name: 'Cancelar busca' }));
    expect(await screen.findByText('Busca cancelada')).toBeInTheDocument();
    expect(server.aborted).toBe(4);
    expect(screen.queryByTestId('contador-award')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeEnabled();
    expect(resultsTab()).toBeDisabled();
    expect(screen.queryByText('Nenhum voo encontrado')).not.toBeInTheDocument();
  });

  it("a 503 without the not-configured code is a failure listed in red, never called 'não configurado'", async () => {
    stubMilesServer({
      azul: failure(503, 'Serviço indisponível'),
      american: ok([]),
      smiles: ok([]),
      virginatlantic: ok([]),
    });
    const { user } = renderAwardSearchPage();
    await search(user);
    await screen.findByText('Erro na busca de Azul Fidelidade: 503 - Serviço indisponível');
    expect(screen.queryByText(NOT_CONFIGURED_TITLE)).not.toBeInTheDocument();
  });

  it('treats a network failure as unavailable too', async () => {
    stubMilesServer({ azul: 'network', american: ok([]), smiles: ok([]), virginatlantic: ok([]) });
    const { user } = renderAwardSearchPage();
    await search(user);
    await screen.findByText(UNAVAILABLE_TITLE);
    await waitFor(() => expect(resultsTab()).toHaveAttribute('aria-selected', 'true'));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText(/Não foi possível consultar Azul Fidelidade agora/)).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_TITLE)).not.toBeInTheDocument();
  });

  it("says 'Você está offline' when no programme gets any reply", async () => {
    stubMilesServer({ azul: 'network', american: 'network', smiles: 'network', virginatlantic: 'network' });
    const { user } = renderAwardSearchPage();
    await search(user);
    await screen.findByText(OFFLINE_TITLE);
    expect(screen.queryByText(UNAVAILABLE_TITLE)).not.toBeInTheDocument();
    expect(screen.getByText(/Sem conexão, não foi possível consultar/)).toBeInTheDocument();
  });
});
