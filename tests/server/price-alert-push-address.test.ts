import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createSecureContext } from 'node:tls';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deliverOwed } from '../../server/notifications/delivery-worker';
import { runAlertJob } from '../../server/alerts/job';
import { isBlockedAddress } from '../../server/notifications/push/push-address';
import { postPinned } from '../../server/notifications/push/push-send';
import { browserKeys, startLoopback, startSilentListener } from '../helpers/alert-fakes';
import { alertTestBed } from '../helpers/alert-test-bed';
import { jsonRequest } from '../helpers/auth';

// The server POSTs to whatever endpoint a browser registered: where the name resolves is checked when it is
// registered and again at every send, and the connection goes to the address that was checked.

const t = alertTestBed();
const PUBLIC_V4 = '142.250.78.14';
const PUBLIC_V6 = '2a00:1450:4001:80b::200e';

/** A DNS the test controls: name → addresses (absent: does not resolve); counts lookups. */
function fakeDns(answers: Record<string, string[]>) {
  const lookups: string[] = [];
  return {
    answers,
    lookups,
    resolve: async (hostname: string) => {
      lookups.push(hostname);
      const found = answers[hostname];
      if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return found;
    },
  };
}

async function subscribe(s: Awaited<ReturnType<typeof t.signedIn>>, endpoint: string) {
  const res = await s.app.request(
    '/api/push/subscriptions',
    jsonRequest('POST', { endpoint, expirationTime: null, keys: browserKeys().json }, s.bearer),
  );
  return { status: res.status, body: (await res.json()) as { error?: string } };
}

describe('push endpoint addresses', () => {
  it('are refused in every special-purpose range, IPv4-mapped, compatible, SIIT and NAT64 (local-use too) forms included', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.254',
      '198.18.0.1',
      '198.19.255.255',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::127.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::808:808',
      '64:ff9b:1:ffff::1',
      '::ffff:0:808:808',
      '::ffff:0:7f00:1',
      '2002:7f00:1::1',
      'fd00::1',
      'fe80::1%eth0',
      'ff02::1',
      '2001:db8::1',
    ]) {
      expect(isBlockedAddress(address), address).toBe(true);
    }
    for (const address of [PUBLIC_V4, '8.8.8.8', '100.128.0.1', '198.20.0.1', PUBLIC_V6, '::ffff:8.8.8.8']) {
      expect(isBlockedAddress(address), address).toBe(false);
    }
  });

  it('are checked where the name resolves when a browser subscribes: a private answer among them is a pt-BR 400', async () => {
    const dns = fakeDns({
      'loop.exemplo.com.br': ['127.0.0.1'],
      'cgnat.exemplo.com.br': ['100.64.3.4'],
      'bench.exemplo.com.br': ['198.18.0.9'],
      'mapped.exemplo.com.br': ['::ffff:127.0.0.1'],
      'nat64.exemplo.com.br': ['64:ff9b::a9fe:a9fe'],
      'nat64-local.exemplo.com.br': ['64:ff9b:1::808:808'],
      'siit.exemplo.com.br': ['::ffff:0:808:808'],
      'mixed.exemplo.com.br': [PUBLIC_V4, '10.0.0.5'],
      'push.exemplo.com.br': [PUBLIC_V4, PUBLIC_V6],
    });
    const s = await t.signedIn(t.liveEnv({ PUSH_ALLOW_HTTP_ENDPOINTS: 'true' }), { resolveHost: dns.resolve });
    for (const endpoint of [
      'https://loop.exemplo.com.br:47151/x',
      'https://cgnat.exemplo.com.br/x',
      'https://bench.exemplo.com.br/x',
      'https://mapped.exemplo.com.br/x',
      'https://nat64.exemplo.com.br/x',
      'https://nat64-local.exemplo.com.br/x',
      'https://siit.exemplo.com.br/x',
      'https://[64:ff9b:1::808:808]/x',
      'https://mixed.exemplo.com.br/x',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://host.docker.internal/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://100.64.0.1/x',
      'https://198.18.0.1/x',
      'https://169.254.169.254/x',
    ]) {
      expect(await subscribe(s, endpoint), endpoint).toEqual({
        status: 400,
        body: expect.objectContaining({ error: 'Endereço de notificação não permitido.' }),
      });
    }
    // The test-only plain-http switch reaches loopback, and nothing else.
    expect(await subscribe(s, 'http://push.exemplo.com.br/x')).toEqual({
      status: 400,
      body: expect.objectContaining({ error: 'O endereço de notificação deve usar https.' }),
    });
    expect((await subscribe(s, 'http://10.0.0.1/x')).status).toBe(400);
    expect((await subscribe(s, 'http://127.0.0.1:1/x')).status).toBe(201);
    expect((await subscribe(s, 'https://push.exemplo.com.br/x')).status).toBe(201);
    // A name without an answer now is kept (nothing to reach): every send resolves it again.
    expect((await subscribe(s, 'https://ainda-sem-dns.exemplo.com.br/x')).status).toBe(201);
    expect(dns.lookups).not.toContain('metadata.google.internal');
  });

  it('are not waited for past the push deadline when their DNS never answers', async () => {
    const never = () => new Promise<string[]>(() => {});
    const s = await t.signedIn(t.liveEnv({ PUSH_DEADLINE_MS: '300' }), { resolveHost: never });
    const started = Date.now();
    // No answer, nothing reachable: kept, and checked again at each send.
    expect((await subscribe(s, 'https://dns-lento.exemplo.com.br/x')).status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('are resolved again at send time: a name moved to loopback after subscribing gets no connection; the push goes to the address checked', async () => {
    const hanging = await startSilentListener();
    const service = await startLoopback();
    service.respond(() => ({ status: 201 }));
    try {
      const dns = fakeDns({
        'push.rebind.exemplo.com.br': [PUBLIC_V4],
        'push.pinned.exemplo.com.br': ['127.0.0.1'],
      });
      const env = t.liveEnv({ PUSH_ALLOW_HTTP_ENDPOINTS: 'true', PUSH_DEADLINE_MS: '3000' });
      const s = await t.signedIn(env, { resolveHost: dns.resolve });
      await t.createAlert(s);
      const rebound = `https://push.rebind.exemplo.com.br:${hanging.port}/x`;
      expect((await subscribe(s, rebound)).status).toBe(201);
      const pinned = `http://push.pinned.exemplo.com.br:${new URL(service.baseUrl).port}/push/phone`;
      expect((await subscribe(s, pinned)).status).toBe(201);

      dns.answers['push.rebind.exemplo.com.br'] = ['127.0.0.1'];
      dns.lookups.length = 0;
      t.prices.miles = 30_000;
      expect((await runAlertJob(s.deps))?.fired).toBe(1);
      expect(await deliverOwed(s.deps)).toBe(1);

      expect(hanging.connections).toBe(0);
      // The other endpoint was reached at the address its name resolved to, looked up once for this send.
      expect(service.requests.map((r) => r.url.pathname)).toEqual(['/push/phone']);
      expect(service.requests[0]?.headers.host).toBe(`push.pinned.exemplo.com.br:${new URL(service.baseUrl).port}`);
      expect(dns.lookups.sort()).toEqual(['push.pinned.exemplo.com.br', 'push.rebind.exemplo.com.br']);
      // Refused, not forgotten: the name may point somewhere public again.
      expect(await t.count('push_subscriptions')).toBe(2);
    } finally {
      await hanging.close();
      await service.close();
    }
  });

  it('are connected to at the checked address while TLS names the host (SNI) and checks its certificate', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bussola-tls-'));
    const name = 'push.tls.exemplo.com.br';
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:P-256',
          '-nodes',
          '-days',
          '1',
          '-keyout',
          path.join(dir, 'key.pem'),
          '-out',
          path.join(dir, 'cert.pem'),
          '-subj',
          `/CN=${name}`,
          '-addext',
          `subjectAltName=DNS:${name}`,
        ],
        { stdio: 'pipe' },
      );
      const seen: string[] = [];
      const credentials = {
        key: readFileSync(path.join(dir, 'key.pem')),
        cert: readFileSync(path.join(dir, 'cert.pem')),
      };
      const server = createServer(
        {
          ...credentials,
          SNICallback: (servername, done) => {
            seen.push(servername);
            done(null, createSecureContext(credentials));
          },
        },
        (_req, res) => res.writeHead(201).end(),
      );
      server.on('tlsClientError', () => {});
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as AddressInfo).port;
      try {
        // The name is not in any DNS: only the pinned address gets the connection there.
        const sent = postPinned({
          url: `https://${name}:${port}/push`,
          address: '127.0.0.1',
          headers: {},
          body: null,
          signal: AbortSignal.timeout(5000),
        });
        // A self-signed certificate: refused by the client, so the check is on (and made for the name).
        await expect(sent).rejects.toMatchObject({ code: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
        expect(seen).toEqual([name]);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
