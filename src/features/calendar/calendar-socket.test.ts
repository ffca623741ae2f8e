import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarDay, CalendarQuery, CalendarReply } from '@core/schemas/calendar';
import { CONNECTION_ERROR } from '@/lib/api';
import { FakeWebSocket } from '@tests/unit/fakes/fake-web-socket';
import { connectCalendar } from './calendar-socket';
import { loadStreamProtocol } from '@/lib/stream-socket';

// The calendar over the one /ws client (src/lib/stream-socket.ts): the request it sends, what it hands on, how it ends.

const query: CalendarQuery = {
  origin: 'GRU',
  destination: 'LIS',
  from: '2031-03-01',
  to: '2031-03-31',
  cabin: 'ECONOMY',
  programs: ['SMILES', 'LATAM'],
  adults: 2,
};
const day: CalendarDay = { date: '2031-03-01', cash: null, miles: [], best: null, bestBRL: null, insight: null };
const reply: CalendarReply = {
  origin: 'GRU',
  destination: 'LIS',
  originAirports: ['GRU'],
  destinationAirports: ['LIS'],
  from: query.from,
  to: query.to,
  cabin: 'ECONOMY',
  adults: 2,
  nights: null,
  days: [day],
  reference: null,
  demo: true,
  cash: { asked: 0, max: 0, unasked: [] },
  errors: [],
  generatedAt: '2031-02-01T12:00:00.000Z',
};

// The /ws schemas load with the first stream; loaded here, each frame below is read the moment it is sent.
beforeAll(() => loadStreamProtocol());

beforeEach(() => {
  FakeWebSocket.last = null;
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => vi.unstubAllGlobals());

function connect() {
  const handlers = { onDays: vi.fn(), onComplete: vi.fn(), onError: vi.fn() };
  const cancel = connectCalendar(query, handlers);
  const socket = FakeWebSocket.last as FakeWebSocket;
  return { handlers, cancel, socket };
}

describe('connectCalendar', () => {
  it('asks /ws on the page host for the calendar, in the words GET /api/calendar takes', () => {
    const { socket } = connect();
    expect(socket.url).toBe(`ws://${window.location.host}/ws`);
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sent).toEqual([
      {
        type: 'calendar',
        query: {
          origin: 'GRU',
          destination: 'LIS',
          from: '2031-03-01',
          to: '2031-03-31',
          cabin: 'ECONOMY',
          programs: 'SMILES,LATAM',
          adults: 2,
        },
      },
    ]);
  });

  it('hands on each grid, then the finished calendar, and closes; nothing after the end', () => {
    const { handlers, socket } = connect();
    socket.open();
    socket.reply({ type: 'results', data: [] });
    socket.reply({ type: 'calendar-days', days: [day], elapsedMs: 4 });
    expect(handlers.onDays).toHaveBeenCalledWith([day]);
    socket.emit('message', { data: '\uFEFF{"type":"calendar-days","days":[]}' });
    expect(handlers.onDays).toHaveBeenLastCalledWith([]);
    socket.reply({ type: 'calendar-complete', calendar: reply, elapsedMs: 9 });
    expect(handlers.onComplete).toHaveBeenCalledWith(reply);
    expect(socket.readyState).toBe(3);
    socket.reply({ type: 'calendar-days', days: [day] });
    expect(handlers.onDays).toHaveBeenCalledTimes(2);
    expect(handlers.onError).not.toHaveBeenCalled();
  });

  it("says the server's error, and the connection's when the socket drops first", () => {
    const refused = connect();
    refused.socket.open();
    refused.socket.reply({ type: 'error', error: 'Sua assinatura expirou. Renove para continuar usando o sistema.' });
    expect(refused.handlers.onError).toHaveBeenCalledExactlyOnceWith(
      'Sua assinatura expirou. Renove para continuar usando o sistema.',
    );

    const dropped = connect();
    dropped.socket.open();
    dropped.socket.close();
    expect(dropped.handlers.onError).toHaveBeenCalledExactlyOnceWith(CONNECTION_ERROR);
  });

  it('cancel tells the server once open; cancelled while connecting it sends nothing at all', () => {
    const running = connect();
    running.socket.open();
    running.cancel();
    expect(running.socket.sent.at(-1)).toEqual({ type: 'cancel' });
    expect(running.handlers.onError).not.toHaveBeenCalled();

    const early = connect();
    early.cancel();
    early.socket.open();
    expect(early.socket.sent).toEqual([]);
    expect(early.handlers.onError).not.toHaveBeenCalled();
  });
});
