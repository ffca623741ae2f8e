import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRestoreSession } from '@/features/auth/auth-state';
import { clearStoredUser, writeStoredUser } from '@/lib/stored-user';
import { SESSION_USER } from '@tests/unit/fakes/diagnostics-test-server';
import { ProfilePage } from './profile-page';

// An 'assinante' sees 'Assinante' as the current type, never as a choice, and saving the name keeps that type.

function Session() {
  useRestoreSession();
  return null;
}

const sent: unknown[] = [];

beforeEach(() => {
  sent.length = 0;
  writeStoredUser(SESSION_USER);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/api/profile' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push(body);
        return Response.json({ success: true, user: { ...SESSION_USER, ...body, access_token: undefined } });
      }
      return Response.json({ success: false, error: 'não esperado' }, { status: 404 });
    }),
  );
});
afterEach(() => {
  clearStoredUser();
  vi.unstubAllGlobals();
});

describe('Meu Perfil', () => {
  it("shows an 'assinante' as 'Assinante' and keeps that type when saving", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Provider store={createStore()}>
        <MemoryRouter>
          <Session />
          <ProfilePage />
        </MemoryRouter>
      </Provider>,
    );
    const select = await screen.findByRole('combobox', { name: 'Tipo de viajante' });
    expect(select).toHaveTextContent('Assinante');
    expect(select).not.toHaveTextContent('Iniciado');
    const name = screen.getByLabelText('Nome completo');
    await user.clear(name);
    await user.type(name, 'Paula Souza');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ full_name: 'Paula Souza', user_type: 'assinante' });
  });

  it("offers only Iniciado and Avançado to an 'assinante', and saves the one picked", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Provider store={createStore()}>
        <MemoryRouter>
          <Session />
          <ProfilePage />
        </MemoryRouter>
      </Provider>,
    );
    const select = await screen.findByRole('combobox', { name: 'Tipo de viajante' });
    expect(select).toHaveAccessibleDescription(/Assinante vem da sua assinatura/);
    await user.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Iniciado', 'Avançado']);
    await user.click(screen.getByRole('option', { name: 'Avançado' }));
    expect(select).toHaveTextContent('Avançado');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ full_name: SESSION_USER.full_name, user_type: 'avançado' });
  });
});
