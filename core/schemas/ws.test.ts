import { describe, expect, it } from 'vitest';
import { parseWsServerMessage, wsClientMessageSchema, type WsServerMessage } from './ws';

describe('ws client messages', () => {
  it('reads subscribe, cancel and ping', () => {
    expect(wsClientMessageSchema.parse({ type: 'subscribe', searchId: ' abc ' })).toEqual({
      type: 'subscribe',
      searchId: 'abc',
    });
    expect(wsClientMessageSchema.parse({ type: 'cancel' })).toEqual({ type: 'cancel' });
    expect(wsClientMessageSchema.parse({ type: 'ping' })).toEqual({ type: 'ping' });
  });

  it('rejects a subscribe without a search id and unknown types', () => {
    expect(wsClientMessageSchema.safeParse({ type: 'subscribe', searchId: '' }).success).toBe(false);
    expect(wsClientMessageSchema.safeParse({ type: 'subscribe' }).success).toBe(false);
    expect(wsClientMessageSchema.safeParse({ type: 'results' }).success).toBe(false);
  });
});

describe('ws server messages', () => {
  const complete: WsServerMessage = {
    type: 'complete',
    metadata: { total: 3, elapsedMs: 120, errors: [{ provider: 'seats_aero', message: 'Tempo esgotado' }] },
  };

  it('parses what the server sends', () => {
    expect(parseWsServerMessage(JSON.stringify(complete))).toEqual(complete);
    expect(parseWsServerMessage('{"type":"pong"}')).toEqual({ type: 'pong' });
    expect(parseWsServerMessage('{"type":"error","error":"Busca não encontrada"}')).toEqual({
      type: 'error',
      error: 'Busca não encontrada',
    });
  });

  it('keeps a results batch whole even when one record is odd (each flight is checked later)', () => {
    const parsed = parseWsServerMessage(
      '{"type":"results","data":[{"id":"a"},42],"metadata":{"provider":"demo","count":2,"elapsedMs":5}}',
    );
    expect(parsed).toEqual({
      type: 'results',
      data: [{ id: 'a' }, 42],
      metadata: { provider: 'demo', count: 2, elapsedMs: 5 },
    });
    expect(parseWsServerMessage('{"type":"results","data":[]}')).toEqual({ type: 'results', data: [] });
  });

  it('cleans a malformed frame and parses again (SPEC §7)', () => {
    expect(parseWsServerMessage('\uFEFF{"type":"pong"}')).toEqual({ type: 'pong' });
    expect(parseWsServerMessage('data: {"type":"complete"}\u0000\n')).toEqual({ type: 'complete' });
    expect(parseWsServerMessage('{"type":"error","error":"a\u0007b"}')).toEqual({ type: 'error', error: 'ab' });
  });

  it('gives null for what cannot be read', () => {
    expect(parseWsServerMessage('')).toBeNull();
    expect(parseWsServerMessage('not json')).toBeNull();
    expect(parseWsServerMessage('{"type":"subscribe"}')).toBeNull();
    expect(parseWsServerMessage('}{')).toBeNull();
  });
});
