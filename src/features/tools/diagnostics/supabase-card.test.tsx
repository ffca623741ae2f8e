import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, writeStoredUser } from '@/lib/stored-user';
import { SESSION_USER, stubDiagnosticsServer } from '@tests/unit/fakes/diagnostics-test-server';
import { renderDiagnosticsPage as renderPage } from '@tests/unit/fakes/render-diagnostics-page';

beforeEach(() => writeStoredUser(SESSION_USER));
afterEach(() => {
  clearStoredUser();
  vi.unstubAllGlobals();
});

describe('Diagnóstico da integração: Supabase Auth', () => {
  it("says 'não configurado' when the server has no Supabase project", async () => {
    stubDiagnosticsServer();
    await renderPage();
    expect(await screen.findByText('Não configurado')).toBeInTheDocument();
    expect(screen.getByText(/^não configurado neste servidor/)).toBeInTheDocument();
    expect(screen.getByText('desta aplicação (emissor http://localhost)')).toBeInTheDocument();
  });

  it('shows the project, its sign-in methods, the JWKS keys and a Supabase session issuer', async () => {
    const server = stubDiagnosticsServer();
    server.overrides['GET /api/auth/supabase/status'] = {
      status: 200,
      body: {
        success: true,
        configured: true,
        url: 'https://abcd.supabase.co',
        issuer: 'https://abcd.supabase.co/auth/v1',
        verification: 'jwks',
        reachable: true,
        settings: {
          external: { email: true, google: true, github: false },
          disableSignup: false,
          mailerAutoconfirm: false,
        },
        jwks: { loaded: true, keyIds: ['chave-1', 'chave-2'] },
        session: { kind: 'supabase', issuer: 'https://abcd.supabase.co/auth/v1' },
        error: null,
      },
    };
    await renderPage();
    expect(await screen.findByText('Conectado', { selector: '[role=status] *' })).toBeInTheDocument();
    expect(screen.getByText('https://abcd.supabase.co')).toBeInTheDocument();
    expect(screen.getByText('email, google')).toBeInTheDocument();
    expect(screen.getByText('2 publicada(s): chave-1, chave-2')).toBeInTheDocument();
    expect(screen.getByText('Supabase (emissor https://abcd.supabase.co/auth/v1)')).toBeInTheDocument();
  });
});
