import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORED_USER_KEY } from '@/lib/stored-user';
import {
  IN_10_DAYS,
  ME_ID,
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

describe('Painel Administrativo: create user', () => {
  beforeEach(() => storeUser('admin'));

  it('without a password toasts "Campos obrigatórios" and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
    server.overrides.set('POST /api/admin/users', { status: 409, body: { error: 'Este email já está cadastrado' } });
    renderPanel();
    await screen.findByText('3 de 3 usuários');
    await user.type(screen.getByLabelText('Email'), 'joao@teste.com.br');
    await user.type(screen.getByLabelText('Senha'), '123');
    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));

    const item = await findToast('Erro ao criar usuário');
    expect(item).toHaveTextContent('Este email já está cadastrado');
    expect(callsTo('POST', '/api/admin/users')[0]?.body).toMatchObject({
      expiresAt: null,
      isAdmin: false,
      fullName: '',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('joao@teste.com.br');
    expect(callsTo('GET', '/api/admin/users')).toHaveLength(1);
  });
});

describe('Painel Administrativo: row actions', () => {
  beforeEach(() => storeUser('admin'));

  it('deletes only after "Confirmar Exclusão", then toasts and reloads', async () => {
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
    server.overrides.set(`DELETE /api/admin/users/${ME_ID}`, {
      status: 400,
      body: { error: 'Você não pode deletar a sua própria conta.' },
    });
    renderPanel();
    await screen.findByText('3 de 3 usuários');
    await user.click(screen.getByRole('button', { name: 'Deletar admin@bussola.com' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deletar' }));
    expect(await findToast('Erro ao deletar usuário')).toHaveTextContent('Você não pode deletar a sua própria conta.');
    expect(screen.getByText('3 de 3 usuários')).toBeInTheDocument();
  });

  it('edits the expiry at minute precision, and empty sends null (permanent)', async () => {
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await screen.findByText('3 de 3 usuários');

    await user.click(screen.getByRole('button', { name: 'Tornar joao@teste.com.br administrador' }));
    expect(await findToast('Permissões alteradas')).toHaveTextContent('joao@teste.com.br agora é administrador');
    expect(callsTo('PUT', '/api/admin/users/u-3')[0]?.body).toEqual({
      user_metadata: { role: 'admin', user_type: 'admin' },
    });

    await user.click(await screen.findByRole('button', { name: 'Remover administrador de joao@teste.com.br' }));
    await waitFor(() => expect(callsTo('PUT', '/api/admin/users/u-3')).toHaveLength(2));
    expect(callsTo('PUT', '/api/admin/users/u-3')[1]?.body).toEqual({
      user_metadata: { role: 'user', user_type: 'assinante' },
    });
    expect(await findToast('Permissões alteradas')).toHaveTextContent('joao@teste.com.br não é mais administrador');
    expect(await screen.findByRole('button', { name: 'Tornar joao@teste.com.br administrador' })).toBeInTheDocument();
  });

  it('on "Token inválido" says the session expired, forgets the user and goes to /login after 1.5 s', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await screen.findByText('3 de 3 usuários');
    server.overrides.set('PUT /api/admin/users/u-3', { status: 401, body: { error: 'Token inválido' } });
    await user.click(screen.getByRole('button', { name: 'Tornar joao@teste.com.br administrador' }));

    const item = await findToast('Sessão expirada');
    expect(item).toHaveTextContent('Sua sessão expirou. Redirecionando para login...');
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(screen.queryByText('Tela de login')).not.toBeInTheDocument();
    expect(await screen.findByText('Tela de login')).toBeInTheDocument();
  });
});
