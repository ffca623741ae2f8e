import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, readStoredUser, writeStoredUser } from '@/lib/stored-user';
import {
  type FakeDiagnosticsServer,
  SESSION_USER,
  stubDiagnosticsServer,
} from '@tests/unit/fakes/diagnostics-test-server';
import { renderDiagnosticsPage as renderPage } from '@tests/unit/fakes/render-diagnostics-page';

/** The calls a test's own actions made: the Supabase card asks for its status on its own whenever it shows. */
const ownCalls = (server: FakeDiagnosticsServer) => server.calls.filter((c) => c.path !== '/api/auth/supabase/status');

const LOG_LINE = /^\[\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}\] /;
const logLines = () =>
  (screen.getByLabelText('Registro de eventos') as HTMLTextAreaElement).value.split('\n').filter(Boolean);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => writeStoredUser(SESSION_USER));
afterEach(() => {
  clearStoredUser();
  vi.unstubAllGlobals();
});

describe('Diagnóstico da integração: visão geral', () => {
  it('shows the untested connection and the signed-in user with a shortened id', async () => {
    stubDiagnosticsServer();
    await renderPage();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Visão geral',
      'Autenticação',
      'Banco de dados',
      'Logs',
    ]);
    expect(screen.getByText('Não testado')).toBeInTheDocument();
    expect(await screen.findByText('paula@exemplo.com.br')).toBeInTheDocument();
    expect(screen.getByText('4f1c2a9e…')).toBeInTheDocument();
    expect(screen.getByText('assinante')).toBeInTheDocument();
    expect(screen.getByText('Nenhum teste executado ainda.')).toBeInTheDocument();
  });

  it('tests the connection with GET /api/health and logs a timestamped line', async () => {
    const server = stubDiagnosticsServer();
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Testar conexão' }));
    expect(await screen.findByText('Conectado')).toBeInTheDocument();
    expect(ownCalls(server).map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/health']);
    await user.click(screen.getByRole('tab', { name: /^Logs/ }));
    const lines = logLines();
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatch(LOG_LINE);
    expect(lines[1]).toMatch(/Conexão com a API \(GET \/api\/health\): OK em \d+ ms/);
  });

  it("shows 'Erro' with the server's message when the database is down", async () => {
    const server = stubDiagnosticsServer();
    server.overrides['GET /api/health'] = { status: 503, body: { ok: false, error: 'Banco de dados indisponível.' } };
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Testar conexão' }));
    expect(await screen.findByText('Erro')).toBeInTheDocument();
    expect(screen.getByText('Banco de dados indisponível. (HTTP 503)')).toBeInTheDocument();
  });

  it('runs every test: connection, session, then a PUT–GET–DELETE round trip on each table', async () => {
    const server = stubDiagnosticsServer();
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Executar todos os testes' }));
    const list = await screen.findByRole('list', { name: 'Resultados dos testes' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8));
    expect(within(list).getAllByText('OK')).toHaveLength(8);
    expect(list).toHaveTextContent('Sessão válida para paula@exemplo.com.br');

    const trip = server.calls.filter((c) => c.path.startsWith('/api/saved-flights'));
    expect(trip.map((c) => c.method)).toEqual(['PUT', 'GET', 'DELETE']);
    const id = (trip[0]?.path ?? '').split('/').pop() ?? '';
    expect(id).toMatch(UUID);
    expect(trip[0]?.body).toMatchObject({ id, origin: 'GRU', destination: 'MIA', deleted_at: null });
    expect(trip[2]?.path).toBe(`/api/saved-flights/${id}`);
    expect(trip.every((c) => c.authorization === `Bearer ${SESSION_USER.access_token}`)).toBe(true);
    expect(server.rows['saved-flights']?.[id]?.deleted_at).toEqual(expect.any(String));

    const alerts = server.calls.filter((c) => c.path.startsWith('/api/price-alerts'));
    expect(alerts.map((c) => c.method)).toEqual(['PUT', 'GET', 'DELETE']);
    const alertId = (alerts[0]?.path ?? '').split('/').pop() ?? '';
    expect(alertId).toMatch(UUID);
    expect(alertId).not.toBe(id);
    expect(alerts[0]?.body).toMatchObject({ id: alertId, active: false, alert_type: 'reais' });
  });
});

describe('Diagnóstico da integração: banco de dados', () => {
  it('reports each step with its elapsed time', async () => {
    stubDiagnosticsServer();
    const { user } = await renderPage();
    await user.click(screen.getByRole('tab', { name: 'Banco de dados' }));
    await user.click(screen.getByRole('button', { name: 'Testar voos salvos' }));
    const list = await screen.findByRole('list', { name: 'Resultados: Voos salvos' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(
        /^Voos salvos: gravar \(PUT \/api\/saved-flights\/:id\)OK\d+ msRegistro de teste [0-9a-f]{8}… gravado$/,
      ),
      expect.stringMatching(
        /^Voos salvos: ler de volta \(GET \/api\/saved-flights\)OK\d+ msRegistro lido com os mesmos dados$/,
      ),
      expect.stringMatching(
        /^Voos salvos: apagar \(DELETE \/api\/saved-flights\/:id\)OK\d+ msRegistro de teste apagado$/,
      ),
    ]);
  });

  it('skips read and delete when the write fails', async () => {
    const server = stubDiagnosticsServer();
    server.overrides['PUT /api/price-alerts'] = {
      status: 400,
      body: { success: false, error: 'O preço máximo deve ser maior que zero' },
    };
    const { user } = await renderPage();
    await user.click(screen.getByRole('tab', { name: 'Banco de dados' }));
    await user.click(screen.getByRole('button', { name: 'Testar alertas de preço' }));
    const list = await screen.findByRole('list', { name: 'Resultados: Alertas de preço' });
    const [write, read, remove] = within(list).getAllByRole('listitem');
    expect(write).toHaveTextContent('Falhou');
    expect(write).toHaveTextContent('O preço máximo deve ser maior que zero (HTTP 400)');
    expect(read).toHaveTextContent('IgnoradoNão executado: a gravação falhou');
    expect(remove).toHaveTextContent('Ignorado');
    expect(server.calls.filter((c) => c.path.startsWith('/api/price-alerts')).map((c) => c.method)).toEqual(['PUT']);
  });

  it('still deletes the test row when reading it back fails', async () => {
    const server = stubDiagnosticsServer();
    server.overrides['GET /api/saved-flights'] = { status: 200, body: { items: [], cursor: null, hasMore: false } };
    const { user } = await renderPage();
    await user.click(screen.getByRole('tab', { name: 'Banco de dados' }));
    await user.click(screen.getByRole('button', { name: 'Testar voos salvos' }));
    const list = await screen.findByRole('list', { name: 'Resultados: Voos salvos' });
    const [, read, remove] = within(list).getAllByRole('listitem');
    expect(read).toHaveTextContent('Registro de teste não encontrado na leitura');
    expect(remove).toHaveTextContent('OK');
    expect(server.calls.filter((c) => c.path.startsWith('/api/saved-flights')).map((c) => c.method)).toEqual([
      'PUT',
      'GET',
      'DELETE',
    ]);
  });

  it('needs a signed-in user', async () => {
    clearStoredUser();
    const server = stubDiagnosticsServer();
    const { user } = await renderPage();
    expect(screen.getByText('Nenhum usuário conectado.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Banco de dados' }));
    expect(screen.getByText('Usuário deve estar logado para testar o banco de dados.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Testar voos salvos' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Visão geral' }));
    await user.click(screen.getByRole('button', { name: 'Executar todos os testes' }));
    const list = await screen.findByRole('list', { name: 'Resultados dos testes' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(within(list).getAllByText('Ignorado')).toHaveLength(3);
    expect(ownCalls(server).map((c) => c.path)).toEqual(['/api/health']);
  });
});

describe('Diagnóstico da integração: autenticação', () => {
  it('shows a refused login in pt-BR and logs it', async () => {
    const server = stubDiagnosticsServer();
    const { user } = await renderPage();
    await user.click(screen.getByRole('tab', { name: 'Autenticação' }));
    const form = screen.getByRole('form', { name: 'Teste de login' });
    await user.type(within(form).getByLabelText('E-mail'), 'outra@exemplo.com.br');
    await user.type(within(form).getByLabelText('Senha'), 'senha-errada');
    await user.click(within(form).getByRole('button', { name: 'Entrar' }));
    expect(await within(form).findByText('Email ou senha incorretos')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === '/api/login')?.body).toEqual({
      email: 'outra@exemplo.com.br',
      password: 'senha-errada',
    });
    expect(readStoredUser()?.email).toBe('paula@exemplo.com.br');
    await user.click(screen.getByRole('tab', { name: /^Logs/ }));
    expect(logLines().at(-1)).toMatch(/Login: FALHOU em \d+ ms — Email ou senha incorretos$/);
  });

  it('signs in as another user and the overview follows', async () => {
    const server = stubDiagnosticsServer();
    const other = {
      ...SESSION_USER,
      id: '99999999-aaaa-4bbb-8ccc-dddddddddddd',
      email: 'caio@exemplo.com.br',
      user_type: 'avançado',
      access_token: 'token-do-caio',
    };
    server.overrides['POST /api/login'] = { status: 200, body: { success: true, user: other } };
    const { user } = await renderPage();
    await user.click(screen.getByRole('tab', { name: 'Autenticação' }));
    const form = screen.getByRole('form', { name: 'Teste de login' });
    await user.type(within(form).getByLabelText('E-mail'), 'caio@exemplo.com.br');
    await user.type(within(form).getByLabelText('Senha'), 'senha-do-caio');
    await user.click(within(form).getByRole('button', { name: 'Entrar' }));
    expect(
      await within(form).findByText('Login realizado com sucesso! Sessão de caio@exemplo.com.br.'),
    ).toBeInTheDocument();
    expect(readStoredUser()?.access_token).toBe('token-do-caio');
    await user.click(screen.getByRole('tab', { name: 'Visão geral' }));
    expect(screen.getByText('caio@exemplo.com.br')).toBeInTheDocument();
    expect(screen.getByText('99999999…')).toBeInTheDocument();
    expect(screen.getByText('avançado')).toBeInTheDocument();
  });

  it('registers with POST /api/auth/register, and says when the e-mail is taken', async () => {
    const server = stubDiagnosticsServer();
    const { user } = await renderPage();
    await user.click(screen.getByRole('tab', { name: 'Autenticação' }));
    const form = screen.getByRole('form', { name: 'Teste de cadastro' });
    await user.type(within(form).getByLabelText('Nome completo'), 'Nova Pessoa');
    await user.type(within(form).getByLabelText('E-mail'), 'nova@exemplo.com.br');
    await user.type(within(form).getByLabelText('Senha'), 'senha-nova');
    await user.type(within(form).getByLabelText('Confirmar senha'), 'senha-outra');
    await user.click(within(form).getByRole('button', { name: 'Criar conta' }));
    expect(await within(form).findByText('Senhas não coincidem')).toBeInTheDocument();
    expect(server.calls.some((c) => c.path === '/api/auth/register')).toBe(false);

    await user.clear(within(form).getByLabelText('Confirmar senha'));
    await user.type(within(form).getByLabelText('Confirmar senha'), 'senha-nova');
    await user.click(within(form).getByRole('button', { name: 'Criar conta' }));
    expect(
      await within(form).findByText('Cadastro realizado com sucesso! Verifique seu email para confirmar a conta.'),
    ).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === '/api/auth/register')?.body).toEqual({
      fullName: 'Nova Pessoa',
      email: 'nova@exemplo.com.br',
      password: 'senha-nova',
      confirmPassword: 'senha-nova',
    });

    server.overrides['POST /api/auth/register'] = {
      status: 409,
      body: { success: false, error: 'Este email já está cadastrado', code: 'user_already_registered' },
    };
    await user.type(within(form).getByLabelText('Nome completo'), 'Nova Pessoa');
    await user.type(within(form).getByLabelText('E-mail'), 'nova@exemplo.com.br');
    await user.type(within(form).getByLabelText('Senha'), 'senha-nova');
    await user.type(within(form).getByLabelText('Confirmar senha'), 'senha-nova');
    await user.click(within(form).getByRole('button', { name: 'Criar conta' }));
    expect(await within(form).findByText('Este email já está cadastrado')).toBeInTheDocument();
  });
});

describe('Diagnóstico da integração: logs e saída', () => {
  it('clears the log', async () => {
    stubDiagnosticsServer();
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Testar conexão' }));
    await screen.findByText('Conectado');
    await user.click(screen.getByRole('tab', { name: 'Logs (2)' }));
    expect(screen.getByLabelText('Registro de eventos')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Limpar logs' }));
    expect(screen.getByLabelText('Registro de eventos')).toHaveValue('');
    expect(screen.getByRole('tab', { name: 'Logs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Limpar logs' })).toBeDisabled();
  });

  // Sign-out first loads the sync engine (lazily, as in the app) to forget the device's data: seconds on a busy
  // machine. The test waits for the logout request itself, however long that load takes; only a sign-out that never
  // reaches the server meets the test's own (hang) timeout.
  it('signs out like the user menu: the server session ends, the device forgets the user, then the login page', {
    timeout: 120_000,
  }, async () => {
    const server = stubDiagnosticsServer();
    const { user } = await renderPage();
    const logout = server.called('POST', '/api/auth/logout');
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    await logout;
    expect(await screen.findByText('Tela de login')).toBeInTheDocument();
    expect(readStoredUser()).toBeNull();
  });
});
