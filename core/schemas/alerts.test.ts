import { describe, expect, it } from 'vitest';
import { searchLinkPath } from '../links/link-params';
import { pushPayloadSchema } from './alerts';

const payload = (url: string) => ({
  title: 'GRU → LIS por 45.000 milhas',
  body: '10/12/2026 · LATAM Pass',
  url,
  tag: 'alerta-1',
  notification_id: '00000000-0000-4000-8000-0000000000a1',
});

describe('what a notification may open', () => {
  it('takes the in-app search link', () => {
    const url = searchLinkPath({ origin: 'GRU', destination: 'LIS', date: '2026-12-10', unit: 'milhas' });
    expect(url).toBe('/?origem=GRU&destino=LIS&data=2026-12-10&tipo=milhas');
    expect(pushPayloadSchema.safeParse(payload(url)).success).toBe(true);
  });

  it('refuses anything that leaves the app: another site, a protocol-relative address, a script', () => {
    for (const url of ['https://golpe.example/login', '//golpe.example', 'javascript:alert(1)', 'alertas']) {
      const result = pushPayloadSchema.safeParse(payload(url));
      expect(result.success, url).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Endereço fora do aplicativo.');
    }
  });
});
