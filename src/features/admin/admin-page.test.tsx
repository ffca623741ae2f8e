import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@core/schemas/auth';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/use-toast';
import { STORED_USER_KEY } from '@/lib/stored-user';
import { AdminPage } from './admin-page';

// ---- A stand-in for the API server: only the network boundary (fetch) is replaced. ----

interface Call {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

const ME_ID = 'u-admin';

function adminUser(id: string, email: string, meta: Partial<AdminUser['user_metadata']> = {}): AdminUser {
  return {
    id,
    email,
    created_at: '2026-01-01T00:00:00.000Z',
    user_metadata: {
      full_name: '',
      role: 'user',
      user_type: 'assinante',
      subscription_expires: null,
      subscription_plan: 'gratuito',
      ...meta,
    },
  };
}

let users: AdminUser[];
let calls: Call[];
let isAdminReply: boolean;
/** Overrides the reply to one "METHOD /path" once. */
let overrides: Map<string, { status: number; body: unknown }>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
  calls.push({ method, path: url.pathname, body, authorization: headers.get('authorization') });
  const key = `${method} ${url.pathname}`;
  const override = overrides.get(key);
  if (override) {
    overrides.delete(key);
    return json(override.status, override.body);
  }
  if (key === 'POST /api/auth/refresh') return json(401, { error: 'Sessão expirada' });
  if (key === 'GET /api/admin/me') return json(200, { isAdmin: isAdminReply });
  if (key === 'GET /api/admin/users') return json(200, { users });
  if (key === 'POST /api/admin/users') {
    const b = body as { email: string; fullName: string; expiresAt: string | null; isAdmin: boolean };
    const created = adminUser(`u-${users.length + 1}`, b.email.toLowerCase(), {
      full_name: b.fullName,
      role: b.isAdmin ? 'admin' : 'user',
      user_type: b.isAdmin ? 'admin' : 'assinante',
      subscription_expires: b.expiresAt,
      subscription_plan: b.expiresAt ? 'premium' : 'gratuito',
    });
    users = [...users, created];
    return json(201, { user: created });
  }
  const match = url.pathname.match(/^\/api\/admin\/users\/(.+)$/);
  const target = match && users.find((u) => u.id === decodeURIComponent(match[1] ?? ''));
  if (target && method === 'PUT') {
    const meta = (body as { user_metadata: Partial<AdminUser['user_metadata']> }).user_metadata;
    const updated = { ...target, user_metadata: { ...target.user_metadata, ...meta } };
    users = users.map((u) => (u.id === target.id ? updated : u));
    return json(200, { user: updated });
  }
  if (target && method === 'DELETE') {
    users = users.filter((u) => u.id !== target.id);
    return json(200, { success: true });
  }
  return json(404, { error: 'Não encontrado' });
}

const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

// ---- Session kept on the device (api.ts sends only an unexpired token) ----

const b64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const TOKEN = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: ME_ID, exp: Math.floor(Date.now() / 1000) + 3600 })}.assinatura`;

function storeUser(kind: 'admin' | 'subscriber') {
  localStorage.setItem(
    STORED_USER_KEY,
    JSON.stringify({
      id: ME_ID,
      email: 'admin@bussola.com',
      full_name: 'Admin Bússola',
      role: kind === 'admin' ? 'admin' : 'user',
      user_type: kind === 'admin' ? 'admin' : 'assinante',
      subscription_plan: 'premium',
      subscription_expires: null,
      requires_password_change: false,
      access_token: TOKEN,
    }),
  );
}

function renderPanel() {
  return render(
    <MemoryRouter initialEntries={['/painel-controle-sistema']}>
      <Routes>
        <Route path="/painel-controle-sistema" element={<AdminPage />} />
        <Route path="/" element={<p>Página inicial</p>} />
        <Route path="/login" element={<p>Tela de login</p>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

/** The toast on screen (Radix marks each with data-variant), found by its title. */
async function findToast(title: string) {
  const text = await screen.findByText(title, { selector: '[data-variant] *' });
  const item = text.closest('[data-variant]');
  if (!(item instanceof HTMLElement)) throw new Error(`toast ${title} sem contêiner`);
  return item;
}

const usersTable = () => screen.getByRole('table');
const rowOf = (email: string) => {
  const row = within(usersTable()).getByText(email).closest('tr');
  if (!row) throw new Error(`linha de ${email} não encontrada`);
  return row;
};

const IN_10_DAYS = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString();
const LAST_WEEK = new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString();

beforeEach(() => {
  users = [
    adminUser(ME_ID, 'admin@bussola.com', { full_name: 'Admin Bússola', role: 'admin', user_type: 'admin' }),
    adminUser('u-2', 'maria.silva@example.com', { subscription_expires: IN_10_DAYS, subscription_plan: 'premium' }),
    adminUser('u-3', 'joao@teste.com.br', { full_name: 'João Pereira', subscription_expires: LAST_WEEK }),
  ];
  calls = [];
  isAdminReply = true;
  overrides = new Map();
  localStorage.clear();
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  localStorage.clear();
});

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
    isAdminReply = false;
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Acesso Negado' })).toBeInTheDocument();
    expect(screen.getByText('Acesso negado. Apenas administradores podem acessar esta área.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao Início' })).toHaveAttribute('href', '/');
    expect(callsTo('GET', '/api/admin/users')).toHaveLength(0);
    expect(screen.queryByText('Página inicial')).not.toBeInTheDocument();
    expect(await screen.findByText('Página inicial', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('shows the server 403 text as the denial', async () => {
    storeUser('subscriber');
    overrides.set('GET /api/admin/me', { status: 403, body: { error: 'Acesso negado. Apenas administradores podem acessar esta área.' } });
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Acesso Negado' })).toBeInTheDocument();
    expect(screen.getByText('Acesso negado. Apenas administradores podem acessar esta área.')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    renderPanel();
    expect(await screen.findByText('Tela de login')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('Painel Administrativo: users', () => {
  beforeEach(() => storeUser('admin'));

  it('lists every user with name, expiry, status and type, sending the Bearer token', async () => {
    renderPanel();
    expect(await screen.findByText('3 de 3 usuários')).toBeInTheDocument();
    const headers = within(usersTable()).getAllByRole('columnheader').map((h) => h.textContent);
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

  it('filters by e-mail ignoring case, and says when nothing matches', async () => {
    const user = userEvent.setup();
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
    users = [];
    renderPanel();
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeInTheDocument();
    expect(screen.getByText('0 de 0 usuários')).toBeInTheDocument();
  });

  it('toasts "Erro ao carregar usuários" with the server text when the list fails', async () => {
    overrides.set('GET /api/admin/users', { status: 500, body: { error: 'Erro interno do servidor' } });
    renderPanel();
    const item = await findToast('Erro ao carregar usuários');
    expect(item).toHaveTextContent('Erro interno do servidor');
    expect(item).toHaveAttribute('data-variant', 'destructive');
  });
});

describe('Painel Administrativo: create user', () => {
  beforeEach(() => storeUser('admin'));

  it('without a password toasts "Campos obrigatórios" and sends nothing', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('3 de 3 usuários');
    await user.type(screen.getByLabelText('Email'), 'novo@example.com');
    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));
    const item = await findToast('Campos obrigatórios');
    expect(item).toHaveTextContent('Email e senha são obrigatórios');
    expect(item).toHaveAttribute('data-variant', 'destructive');
    expect(callsTo('POST', '/api/admin/users')).toHaveLength(0);
    expect(screen.getByLabelText('Email')).toHaveValue('novo@example.com');
  });

  it('creates the user, toasts, clears the form and reloads the list', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('3 de 3 usuários');
    await user.type(screen.getByLabelText('Email'), 'Novo@Example.com');
    await user.type(screen.getByLabelText('Senha'), 'segredo');
    await user.type(screen.getByLabelText('Nome completo'), 'Novo Usuário');
    await user.type(screen.getByLabelText('Data de expiração'), '2027-01-15T10:30');
    await user.click(screen.getByRole('checkbox', { name: 'Usuário Administrador' }));
    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));

    const item = await findToast('Usuário criado');
    expect(item).toHaveTextContent('novo@example.com foi criado com sucesso');
    expect(callsTo('POST', '/api/admin/users')[0]?.body).toEqual({
      email: 'Novo@Example.com',
      password: 'segredo',
      fullName: 'Novo Usuário',
      expiresAt: new Date(2027, 0, 15, 10, 30).toISOString(),
      isAdmin: true,
    });
    expect(await screen.findByText('4 de 4 usuários')).toBeInTheDocument();
    expect(callsTo('GET', '/api/admin/users')).toHaveLength(2);
    expect(within(rowOf('novo@example.com')).getByText('Admin')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Senha')).toHaveValue('');
    expect(screen.getByLabelText('Data de expiração')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Usuário Administrador' })).not.toBeChecked();
  });

  it('sends null for an empty expiry and keeps the form when the server refuses', async () => {
    const user = userEvent.setup();
    overrides.set('POST /api/admin/users', { status: 409, body: { error: 'Este email já está cadastrado' } });
    renderPanel();
    await screen.findByText('3 de 3 usuários');
    await user.type(screen.getByLabelText('Email'), 'joao@teste.com.br');
    await user.type(screen.getByLabelText('Senha'), '123');
    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));

    const item = await findToast('Erro ao criar usuário');
    expect(item).toHaveTextContent('Este email já está cadastrado');
    expect(callsTo('POST', '/api/admin/users')[0]?.body).toMatchObject({ expiresAt: null, isAdmin: false, fullName: '' });
    expect(screen.getByLabelText('Email')).toHaveValue('joao@teste.com.br');
    expect(callsTo('GET', '/api/admin/users')).toHaveLength(1);
  });
});

describe('Painel Administrativo: row actions', () => {
  beforeEach(() => storeUser('admin'));

  it('deletes only after "Confirmar Exclusão", then toasts and reloads', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('3 de 3 usuários');

    await user.click(screen.getByRole('button', { name: 'Deletar maria.silva@example.com' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Confirmar Exclusão' });
    expect(dialog).toHaveTextContent(
      'Tem certeza que deseja deletar o usuário maria.silva@example.com? Esta ação não pode ser desfeita.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo('DELETE', '/api/admin/users/u-2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Deletar maria.silva@example.com' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Confirmar Exclusão' });
    await user.click(within(dialog).getByRole('button', { name: 'Deletar' }));

    const item = await findToast('Usuário deletado');
    expect(item).toHaveTextContent('maria.silva@example.com foi removido do sistema');
    expect(callsTo('DELETE', '/api/admin/users/u-2')).toHaveLength(1);
    expect(await screen.findByText('2 de 2 usuários')).toBeInTheDocument();
    expect(within(usersTable()).queryByText('maria.silva@example.com')).not.toBeInTheDocument();
  });

  it('shows the server refusal when deleting oneself', async () => {
    const user = userEvent.setup();
    overrides.set(`DELETE /api/admin/users/${ME_ID}`, { status: 400, body: { error: 'Você não pode deletar a sua própria conta.' } });
    renderPanel();
    await screen.findByText('3 de 3 usuários');
    await user.click(screen.getByRole('button', { name: 'Deletar admin@bussola.com' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deletar' }));
    expect(await findToast('Erro ao deletar usuário')).toHaveTextContent('Você não pode deletar a sua própria conta.');
    expect(screen.getByText('3 de 3 usuários')).toBeInTheDocument();
  });

  it('edits the expiry at minute precision, and empty sends null (permanent)', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('3 de 3 usuários');

    await user.click(screen.getByRole('button', { name: 'Editar expiração de maria.silva@example.com' }));
    let dialog = await screen.findByRole('dialog', { name: 'Editar Usuário' });
    const field = within(dialog).getByLabelText('Data de Expiração');
    const local = new Date(IN_10_DAYS);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(field).toHaveValue(
      `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`,
    );
    expect(within(dialog).getByText('Deixe vazio para acesso permanente')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '2027-03-01T08:15');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await findToast('Expiração atualizada')).toHaveTextContent('Data de expiração foi alterada com sucesso');
    expect(callsTo('PUT', '/api/admin/users/u-2')[0]?.body).toEqual({
      user_metadata: { subscription_expires: new Date(2027, 2, 1, 8, 15).toISOString() },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('GET', '/api/admin/users')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Editar expiração de maria.silva@example.com' }));
    dialog = await screen.findByRole('dialog', { name: 'Editar Usuário' });
    await user.clear(within(dialog).getByLabelText('Data de Expiração'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo('PUT', '/api/admin/users/u-2')).toHaveLength(2));
    expect(callsTo('PUT', '/api/admin/users/u-2')[1]?.body).toEqual({ user_metadata: { subscription_expires: null } });
    await waitFor(() => expect(within(rowOf('maria.silva@example.com')).getAllByText('Permanente')).toHaveLength(2));
  });

  it('toggles admin on and off with the role and user_type pairs', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('3 de 3 usuários');

    await user.click(screen.getByRole('button', { name: 'Tornar joao@teste.com.br administrador' }));
    expect(await findToast('Permissões alteradas')).toHaveTextContent('joao@teste.com.br agora é administrador');
    expect(callsTo('PUT', '/api/admin/users/u-3')[0]?.body).toEqual({ user_metadata: { role: 'admin', user_type: 'admin' } });

    await user.click(await screen.findByRole('button', { name: 'Remover administrador de joao@teste.com.br' }));
    await waitFor(() => expect(callsTo('PUT', '/api/admin/users/u-3')).toHaveLength(2));
    expect(callsTo('PUT', '/api/admin/users/u-3')[1]?.body).toEqual({ user_metadata: { role: 'user', user_type: 'assinante' } });
    expect(await findToast('Permissões alteradas')).toHaveTextContent('joao@teste.com.br não é mais administrador');
    expect(await screen.findByRole('button', { name: 'Tornar joao@teste.com.br administrador' })).toBeInTheDocument();
  });

  it('on "Token inválido" says the session expired, forgets the user and goes to /login after 1.5 s', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('3 de 3 usuários');
    overrides.set('PUT /api/admin/users/u-3', { status: 401, body: { error: 'Token inválido' } });
    await user.click(screen.getByRole('button', { name: 'Tornar joao@teste.com.br administrador' }));

    const item = await findToast('Sessão expirada');
    expect(item).toHaveTextContent('Sua sessão expirou. Redirecionando para login...');
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(screen.queryByText('Tela de login')).not.toBeInTheDocument();
    expect(await screen.findByText('Tela de login', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
