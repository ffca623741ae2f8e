import { describe, expect, it } from 'vitest';
import type { CalendarQuery } from './calendar';
import { addDaysIso, todayIsoDate } from './search';
import {
  calendarRequest,
  parseWsServerMessage,
  readWsClientMessage,
  WS_NOT_JSON_MESSAGE,
  WS_UNSUPPORTED_MESSAGE,
  wsClientMessageSchema,
  type WsServerMessage,
} from './ws';

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

describe('the server reading a client frame', () => {
  const from = addDaysIso(todayIsoDate(), 20);
  const to = addDaysIso(from, 30);

  it('reads a calendar query as GET /api/calendar does: the query string form and the typed form alike', () => {
    const query: CalendarQuery = {
      origin: 'GRU',
      destination: 'LIS',
      from,
      to,
      cabin: 'ECONOMY',
      programs: ['SMILES', 'LATAM'],
      adults: 2,
      nights: 7,
    };
    // What the PWA sent before (every field a string, as in a query string) is still read.
    const strings = {
      origin: 'gru',
      destination: 'LIS',
      from,
      to,
      cabin: 'ECONOMY',
      programs: 'smiles,LATAM',
      adults: '2',
      nights: '7',
    };
    const read = { message: { type: 'calendar', query } };
    expect(readWsClientMessage(JSON.stringify({ type: 'calendar', query: strings }))).toEqual(read);
    expect(readWsClientMessage(JSON.stringify(calendarRequest(query)))).toEqual(read);
  });

  it('says in pt-BR why it cannot answer: not JSON, an unknown type, or what is wrong in a known one', () => {
    expect(readWsClientMessage('{not json')).toEqual({ error: WS_NOT_JSON_MESSAGE });
    expect(readWsClientMessage('')).toEqual({ error: WS_NOT_JSON_MESSAGE });
    expect(readWsClientMessage('{"type":"hack"}')).toEqual({ error: WS_UNSUPPORTED_MESSAGE });
    expect(readWsClientMessage('[1]')).toEqual({ error: WS_UNSUPPORTED_MESSAGE });
    expect(readWsClientMessage('null')).toEqual({ error: WS_UNSUPPORTED_MESSAGE });
    expect(readWsClientMessage('{"type":"subscribe"}')).toEqual({ error: 'Informe o searchId da busca a acompanhar.' });
    expect(readWsClientMessage('{"type":"calendar"}')).toEqual({ error: 'Informe a consulta do calendário (query).' });
    const tooLong = { type: 'calendar', query: { origin: 'GRU', destination: 'LIS', from, to: addDaysIso(from, 90) } };
    expect(readWsClientMessage(JSON.stringify(tooLong))).toEqual({ error: 'O período pode ter no máximo 62 dias' });
    const noDestination = { type: 'calendar', query: { origin: 'GRU', from, to } };
    expect(readWsClientMessage(JSON.stringify(noDestination))).toEqual({ error: 'Destino é obrigatório' });
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

  it("reads a calendar's days and its finished reply; a day it cannot read drops that message, not the socket", () => {
    const day = { date: '2031-03-01', cash: null, miles: [], best: null, bestBRL: null, insight: null };
    expect(parseWsServerMessage(JSON.stringify({ type: 'calendar-days', days: [day], elapsedMs: 3 }))).toEqual({
      type: 'calendar-days',
      days: [day],
      elapsedMs: 3,
    });
    expect(parseWsServerMessage(JSON.stringify({ type: 'calendar-days', days: [{ date: 1 }] }))).toBeNull();
    expect(parseWsServerMessage('{"type":"calendar-complete","calendar":{}}')).toBeNull();
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
