import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  TOKEN,
  callsTo,
  findToast,
  renderPanel,
  rowOf,
  server,
  storeUser,
  installFakeAdminServer,
  usersTable,
} from '@tests/unit/fakes/admin-test-server';

installFakeAdminServer();

describe('Painel Administrativo: access', () => {
  it('checks permissions, then lets an admin session in without asking the server', async () => {
    storeUser('admin');
    renderPanel();
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeInTheDocument();
    expect(callsTo('GET', '/api/admin/me')).toHaveLength(0);
    const nav = screen.getByRole('navigation', { name: 'Administração' });
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('button', { name: 'Usuários do Sistema' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Configurações' })).toBeDisabled();
  });

  it('shows "Verificando permissões..." while the server decides, then lets a server-confirmed admin in', async () => {
    storeUser('subscriber');
    renderPanel();
    expect(screen.getByText('Verificando permissões...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeInTheDocument();
    expect(callsTo('GET', '/api/admin/me')).toHaveLength(1);
  });

  it('denies a non-admin with "Acesso Negado" and returns to / after 2 s', async () => {
    storeUser('subscriber');
    server.isAdminReply = false;
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Acesso Negado' })).toBeInTheDocument();
    expect(screen.getByText('Acesso negado. Apenas administradores podem acessar esta área.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao Início' })).toHaveAttribute('href', '/');
    expect(callsTo('GET', '/api/admin/users')).toHaveLength(0);
    expect(screen.queryByText('Página inicial')).not.toBeInTheDocument();
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
  });

  it('shows the server 403 text as the denial', async () => {
    storeUser('subscriber');
    server.overrides.set('GET /api/admin/me', {
      status: 403,
      body: { error: 'Acesso negado. Apenas administradores podem acessar esta área.' },
    });
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Acesso Negado' })).toBeInTheDocument();
    expect(screen.getByText('Acesso negado. Apenas administradores podem acessar esta área.')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    renderPanel();
    expect(await screen.findByText('Tela de login')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});

describe('Painel Administrativo: users', () => {
  beforeEach(() => storeUser('admin'));

  it('lists every user with name, expiry, status and type, sending the Bearer token', async () => {
    renderPanel();
    expect(await screen.findByText('3 de 3 usuários')).toBeInTheDocument();
    const headers = within(usersTable())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Email', 'Nome', 'Expira em', 'Status', 'Tipo', 'Ações']);
    expect(callsTo('GET', '/api/admin/users')[0]?.authorization).toBe(`Bearer ${TOKEN}`);

    const maria = within(rowOf('maria.silva@example.com'));
    expect(maria.getByText('maria.silva')).toBeInTheDocument(); // name falls back to the e-mail local part
    expect(maria.getByText('10 dias')).toBeInTheDocument();
    expect(maria.getByText('assinante')).toBeInTheDocument();

    const admin = within(rowOf('admin@bussola.com'));
    expect(admin.getAllByText('Permanente')).toHaveLength(2); // 'Expira em' and the neutral status badge
    expect(admin.getByText('Admin')).toBeInTheDocument();

    const joao = within(rowOf('joao@teste.com.br'));
    expect(joao.getByText('João Pereira')).toBeInTheDocument();
    expect(joao.getByText('Expirado')).toBeInTheDocument();
  });

  it("lists an account that never paid as 'Sem assinatura', never 'Expirado'", async () => {
    const created = new Date(Date.now() - 3 * 86_400_000).toISOString();
    server.users.push({
      id: 'u-4',
      email: 'ana@nunca.com.br',
      created_at: created,
      subscription_status: 'none',
      user_metadata: {
        full_name: 'Ana',
        role: 'user',
        user_type: 'assinante',
        subscription_expires: created,
        subscription_plan: 'gratuito',
      },
    });
    renderPanel();
    expect(await screen.findByText('4 de 4 usuários')).toBeInTheDocument();
    const ana = within(rowOf('ana@nunca.com.br'));
    expect(ana.getByText('Sem assinatura')).toBeInTheDocument();
    expect(ana.queryByText('Expirado')).toBeNull();
    expect(ana.getByText('—')).toBeInTheDocument();
  });

  it('filters by e-mail ignoring case, and says when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await screen.findByText('3 de 3 usuários');
    const search = screen.getByRole('searchbox', { name: 'Buscar por email' });

    await user.type(search, 'EXAMPLE');
    expect(screen.getByText('1 de 3 usuários')).toBeInTheDocument();
    expect(within(usersTable()).getByText('maria.silva@example.com')).toBeInTheDocument();
    expect(within(usersTable()).queryByText('joao@teste.com.br')).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'ninguem@');
    expect(screen.getByText('0 de 3 usuários')).toBeInTheDocument();
    expect(screen.getByText('Nenhum usuário encontrado com este email')).toBeInTheDocument();

    await user.clear(search);
    expect(screen.getByText('3 de 3 usuários')).toBeInTheDocument();
  });

  it('says "Nenhum usuário encontrado" for an empty list', async () => {
    server.users = [];
    renderPanel();
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeInTheDocument();
    expect(screen.getByText('0 de 0 usuários')).toBeInTheDocument();
  });

  it('toasts "Erro ao carregar usuários" with the server text when the list fails', async () => {
    server.overrides.set('GET /api/admin/users', { status: 500, body: { error: 'Erro interno do servidor' } });
    renderPanel();
    const item = await findToast('Erro ao carregar usuários');
    expect(item).toHaveTextContent('Erro interno do servidor');
    expect(item).toHaveAttribute('data-variant', 'destructive');
  });
});
