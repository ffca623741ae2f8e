import { describe, expect, it } from 'vitest';
import { readPushPayload } from './push-payload';

const good = {
  title: 'GRU → LIS por 45.000 milhas',
  body: '10/12/2026 · ≈ R$ 1.350,00',
  url: '/?origem=GRU&destino=LIS&data=2026-12-10&tipo=milhas',
  tag: 'alerta-1',
  notification_id: '00000000-0000-4000-8000-000000000001',
};

describe('readPushPayload', () => {
  it('accepts our payload and drops unknown fields', () => {
    expect(readPushPayload({ ...good, extra: 1 })).toEqual(good);
  });
  it('refuses other shapes, long text and links leaving the app', () => {
    expect(readPushPayload(null)).toBeNull();
    expect(readPushPayload({ ...good, title: 3 })).toBeNull();
    expect(readPushPayload({ ...good, body: 'x'.repeat(501) })).toBeNull();
    expect(readPushPayload({ ...good, url: 'https://evil.example/' })).toBeNull();
    expect(readPushPayload({ ...good, url: '//evil.example/' })).toBeNull();
    expect(readPushPayload({ ...good, notification_id: 'nope' })).toBeNull();
  });
});
