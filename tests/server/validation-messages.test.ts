import { describe, expect, it } from 'vitest';
import { createUser, jsonRequest, login, ORIGIN } from '../helpers/auth';
import { setupTestApp } from '../helpers/setup-test-app';

// What the server answers a person is pt-BR and human; the profile type round-trips.

const server = setupTestApp({ resetEachTest: true });

const PARSER_WORDS = /Pequeno demais|Grande demais|Entrada inválida|esperado|recebido|>=|<=/;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.app.request(path, jsonRequest('POST', body, headers));

describe('validation replies in human pt-BR', () => {
  it('an empty login body, and none at all', async () => {
    const empty = await post('/api/login', {});
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe('Informe o e-mail.');
    const none = await server.app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: '',
    });
    expect(none.status).toBe(400);
    expect((await none.json()).error).toBe('Nenhum dado foi enviado. Preencha o formulário e tente novamente.');
  });

  it('a bad magic-link token', async () => {
    const res = await post('/api/magic-link/verify', { token: 'curto' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe('Link inválido ou expirado. Peça um novo link.');
    expect(JSON.stringify(body)).not.toMatch(PARSER_WORDS);
  });
});

describe('PUT /api/profile keeps the stored type', () => {
  it("an 'assinante' saving the name stays 'assinante'; another type cannot switch to it", async () => {
    const subscriber = await createUser(server.db, { userType: 'assinante' });
    const { token } = await login(server.app, subscriber.email, subscriber.password);
    const auth = { authorization: `Bearer ${token}` };
    const kept = await server.app.request(
      '/api/profile',
      jsonRequest('PUT', { full_name: 'Paula Souza', user_type: 'assinante' }, auth),
    );
    expect(kept.status).toBe(200);
    expect((await kept.json()).user).toMatchObject({ full_name: 'Paula Souza', user_type: 'assinante' });

    const beginner = await createUser(server.db, { userType: 'iniciado' });
    const other = await login(server.app, beginner.email, beginner.password);
    const refused = await server.app.request(
      '/api/profile',
      jsonRequest('PUT', { full_name: 'Rui', user_type: 'assinante' }, { authorization: `Bearer ${other.token}` }),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe('Escolha Iniciado ou Avançado.');
  });
});
