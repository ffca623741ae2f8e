// Access paid through Kiwify cannot be taken with someone else's password, is recomputed from
// the orders (a refund takes back exactly what its order gave), and never touches admins.
import { describe, expect, it } from 'vitest';
import { createUser, jsonRequest, login, readMailbox } from '../helpers/auth';
import { accessUntilOf, deliverKiwify, KIWIFY_TOKEN, kiwifyApproved } from '../helpers/kiwify';
import { daysFromNow } from '../helpers/recorded-dates';
import { setupTestApp } from '../helpers/setup-test-app';

const BUYER = 'joao.pereira@exemplo.com.br';
const server = setupTestApp({ env: { KIWIFY_WEBHOOK_TOKEN: KIWIFY_TOKEN }, resetEachTest: true });

const post = (path: string, body: unknown) => server.app.request(path, jsonRequest('POST', body));
const period = (until: string) => ({
  ...(kiwifyApproved().Subscription as object),
  customer_access: { has_access: true, access_until: until },
});

async function expiryOf(email: string): Promise<string | null | undefined> {
  const [row] = await server.db.query<{ subscription_expires: Date | null }>(
    'SELECT subscription_expires FROM users WHERE email = $1',
    [email],
  );
  return row === undefined ? undefined : (row.subscription_expires?.toISOString() ?? null);
}

/** The "Defina sua senha" link's token, from the buyer's inbox. */
async function setPasswordToken(): Promise<string> {
  const mail = (await readMailbox(server.app, BUYER)).find((m) => m.kind === 'set_password');
  const link = mail?.links.find((l) => l.includes('/resetar-senha?token='));
  if (!link) throw new Error('sem link "Defina sua senha"');
  return new URL(link).searchParams.get('token') ?? '';
}

describe('a purchase never hands paid access to a password its buyer did not choose', () => {
  it('a new subscriber gets no password by e-mail, only a 7-day "Defina sua senha" link that works once', async () => {
    expect((await deliverKiwify(server.app, kiwifyApproved())).status).toBe(200);
    const [user] = await server.db.query<{ password_hash: string | null; requires_password_change: boolean }>(
      'SELECT * FROM users',
    );
    expect(user).toMatchObject({ password_hash: null, requires_password_change: false });
    const messages = await readMailbox(server.app, BUYER);
    expect(messages.map((m) => [m.kind, m.subject])).toEqual([['set_password', 'Defina sua senha']]);
    expect(messages[0]?.text).not.toMatch(/senha provisória|senha padrão/i);
    expect(messages[0]?.text).toContain('7 dias');
    const [token] = await server.db.query<{ expires_at: Date }>(
      "SELECT expires_at FROM auth_tokens WHERE purpose = 'password_reset'",
    );
    expect(token?.expires_at.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);

    const code = await setPasswordToken();
    expect((await post('/api/auth/reset-password', { token: code, password: 'minha-senha-123' })).status).toBe(200);
    expect((await post('/api/auth/reset-password', { token: code, password: 'outra-senha-123' })).status).toBe(400);
    await login(server.app, BUYER, 'minha-senha-123');
  });

  it('pre-registering the buyer e-mail: the attacker cannot sign in, the buyer sets a password and has the plan', async () => {
    // The attacker registers the buyer's address with a password of their own; the confirmation goes to the buyer.
    expect(
      (
        await post('/api/auth/register', {
          email: BUYER,
          password: 'senha-do-atacante',
          confirmPassword: 'senha-do-atacante',
          fullName: 'Atacante',
        })
      ).status,
    ).toBe(201);
    const confirmation = (await readMailbox(server.app, BUYER)).find((m) => m.kind === 'email_confirmation')?.links[0];
    expect((await deliverKiwify(server.app, kiwifyApproved())).status).toBe(200);

    // The buyer clicks the old confirmation link in their inbox: it was voided by the purchase.
    const confirmed = await server.app.request(
      new URL(confirmation ?? '').pathname + new URL(confirmation ?? '').search,
    );
    expect(confirmed.headers.get('location')).toBe('/login?email_confirmado=0');
    const attempt = await post('/api/login', { email: BUYER, password: 'senha-do-atacante' });
    expect(attempt.status).toBe(401);

    // The buyer sets their own password from the "Defina sua senha" link and gets what they paid for.
    expect(
      (await post('/api/auth/reset-password', { token: await setPasswordToken(), password: 'senha-do-comprador' }))
        .status,
    ).toBe(200);
    const { bearer } = await login(server.app, BUYER, 'senha-do-comprador');
    const profile = await server.app.request('/api/profile', { headers: bearer });
    expect(profile.status).toBe(200);
    expect((await profile.json()).profile.full_name).toBe('João Pereira');
    expect(await expiryOf(BUYER)).toBe(accessUntilOf(kiwifyApproved()));
    expect((await post('/api/login', { email: BUYER, password: 'senha-do-atacante' })).status).toBe(401);
  });
});

describe('access is recomputed from the orders', () => {
  it('a refund of an older order keeps what a newer renewal paid for; refunding that one too ends access', async () => {
    const [older, newer] = [daysFromNow(34), daysFromNow(93)];
    await deliverKiwify(server.app, kiwifyApproved({ order_id: 'pedido-a', Subscription: period(older) }));
    await deliverKiwify(
      server.app,
      kiwifyApproved({
        order_id: 'pedido-b',
        webhook_event_type: 'subscription_renewed',
        Subscription: period(newer),
      }),
    );
    expect(await expiryOf(BUYER)).toBe(newer);
    await deliverKiwify(
      server.app,
      kiwifyApproved({ order_id: 'pedido-a', webhook_event_type: 'order_refunded', order_status: 'refunded' }),
    );
    expect(await expiryOf(BUYER)).toBe(newer);
    await deliverKiwify(
      server.app,
      kiwifyApproved({ order_id: 'pedido-b', webhook_event_type: 'chargeback', order_status: 'chargedback' }),
    );
    expect(new Date((await expiryOf(BUYER)) ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('a refund of an order nobody knows takes nothing away', async () => {
    await deliverKiwify(server.app, kiwifyApproved());
    await deliverKiwify(
      server.app,
      kiwifyApproved({ order_id: 'pedido-estranho', webhook_event_type: 'order_refunded' }),
    );
    expect(await expiryOf(BUYER)).toBe(accessUntilOf(kiwifyApproved()));
  });

  it('webhook events never change an administrator or a permanent account', async () => {
    const admin = await createUser(server.db, {
      email: 'chefe@exemplo.com.br',
      role: 'admin',
      userType: 'admin',
      expires: null,
    });
    const permanent = await createUser(server.db, { email: 'vip@exemplo.com.br', expires: null });
    for (const email of [admin.email, permanent.email]) {
      const customer = { ...(kiwifyApproved().Customer as object), email };
      for (const type of ['order_approved', 'order_refunded', 'chargeback', 'subscription_canceled']) {
        expect(
          (
            await deliverKiwify(
              server.app,
              kiwifyApproved({ order_id: `p-${email}`, webhook_event_type: type, Customer: customer }),
            )
          ).status,
        ).toBe(200);
      }
      expect(await expiryOf(email)).toBeNull();
    }
    const [row] = await server.db.query<{ role: string; password_hash: string }>(
      'SELECT role, password_hash FROM users WHERE id = $1',
      [admin.id],
    );
    expect(row?.role).toBe('admin');
    await login(server.app, admin.email, admin.password);
  });
});
