// The Telegram Bot API on loopback, shaped as https://core.telegram.org/bots/api documents it: POST
// /bot<token>/<method> with a JSON body; every reply `{ok: true, result}` or `{ok: false, error_code, description,
// parameters?: {retry_after}}`. getUpdates long-polls for what a test feeds (and, as Telegram does, answers 409 to
// the older of two polls at once); sendMessage records and returns the Message, or while `holdSends` is on keeps
// the request open unanswered (in flight) until released or its connection drops. Used by tests/server/telegram-*,
// the crash test and the e2e stand-in (tests/e2e/live-providers.ts).
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export const FAKE_BOT_TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw-e2e';

export interface SentMessage {
  chat_id: number;
  text: string;
  parse_mode?: string;
  reply_markup?: { inline_keyboard: { text: string; url: string }[][] };
}

type Reply = { status: number; body: unknown };
const ok = (result: unknown): Reply => ({ status: 200, body: { ok: true, result } });
const fail = (code: number, description: string, retryAfter?: number): Reply => ({
  status: code,
  body: {
    ok: false,
    error_code: code,
    description,
    ...(retryAfter === undefined ? {} : { parameters: { retry_after: retryAfter } }),
  },
});

interface Poll {
  offset: number;
  answer: (reply: Reply) => void;
  timer: NodeJS.Timeout;
}

export class TelegramStandIn {
  readonly sent: SentMessage[] = [];
  readonly calls: string[] = [];
  /** setWebhook's and deleteWebhook's parameters, in order. */
  readonly webhookCalls: { method: string; params: Record<string, unknown> }[] = [];
  readonly events = new EventEmitter();
  private updates: { update_id: number; message: Record<string, unknown> }[] = [];
  private nextUpdateId = 1000;
  private poll: Poll | null = null;
  private sendReplies: Reply[] = [];
  /** Every sendMessage held (received, not answered), in order: answered later ones are also in `sent`. */
  readonly held: SentMessage[] = [];
  private holding = false;
  private openSends = new Set<() => void>();
  /** getUpdates requests open at once, at most (Telegram allows one). */
  maxOpenPolls = 0;
  private openPolls = 0;
  conflicts = 0;

  constructor(readonly token: string = FAKE_BOT_TOKEN) {}

  /** A private chat's text message, as the user's app sends it. */
  feed(chatId: number, text: string): number {
    const update_id = this.nextUpdateId++;
    const from = { id: chatId, is_bot: false, first_name: 'Viajante', language_code: 'pt-br' };
    const chat = { id: chatId, type: 'private', first_name: 'Viajante' };
    const date = Math.floor(Date.now() / 1000);
    this.updates.push({ update_id, message: { message_id: update_id, from, chat, date, text } });
    this.flushPoll();
    return update_id;
  }

  /** The next sendMessage calls answer these (then success again). */
  failSends(...replies: { code: number; description: string; retryAfter?: number }[]) {
    this.sendReplies.push(...replies.map((r) => fail(r.code, r.description, r.retryAfter)));
  }

  /** While on, sendMessage is left unanswered; turned off, the held requests still open are answered. */
  holdSends(on: boolean) {
    this.holding = on;
    if (!on) for (const release of [...this.openSends]) release();
  }

  /** Held sendMessage requests whose connection is still open. */
  get inFlight(): number {
    return this.openSends.size;
  }

  /** Resolves once `predicate` holds (checked after each call the stand-in answers, holds or loses to its client). */
  until(predicate: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (!predicate()) return;
        this.events.off('call', check);
        resolve();
      };
      this.events.on('call', check);
      check();
    });
  }

  private pending(offset: number) {
    this.updates = this.updates.filter((u) => u.update_id >= offset);
    return this.updates;
  }

  private flushPoll() {
    const poll = this.poll;
    if (!poll || this.pending(poll.offset).length === 0) return;
    this.poll = null;
    clearTimeout(poll.timer);
    poll.answer(ok(this.pending(poll.offset)));
  }

  private getUpdates(params: Record<string, unknown>, answer: (r: Reply) => void, res: ServerResponse) {
    const offset = Number(params.offset ?? 0);
    const timeout = Number(params.timeout ?? 0);
    if (this.poll) {
      // Telegram's answer to the older of two polls by the same bot.
      this.conflicts++;
      clearTimeout(this.poll.timer);
      this.poll.answer(
        fail(409, 'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running'),
      );
      this.poll = null;
    }
    this.openPolls++;
    this.maxOpenPolls = Math.max(this.maxOpenPolls, this.openPolls);
    let open = true;
    const done = (reply: Reply) => {
      if (!open) return;
      open = false;
      this.openPolls--;
      answer(reply);
    };
    // A client that gives up (aborts) closes its poll, as on Telegram's side.
    res.on('close', () => {
      if (!open) return;
      open = false;
      this.openPolls--;
      if (this.poll?.answer === done) {
        clearTimeout(this.poll.timer);
        this.poll = null;
      }
    });
    const ready = this.pending(offset);
    if (ready.length > 0 || timeout === 0) return done(ok(ready));
    const timer = setTimeout(() => {
      if (this.poll?.timer === timer) this.poll = null;
      done(ok([]));
    }, timeout * 1000);
    this.poll = { offset, answer: done, timer };
  }

  private sendMessage(params: Record<string, unknown>): Reply {
    const scripted = this.sendReplies.shift();
    if (scripted) return scripted;
    const message = params as unknown as SentMessage;
    this.sent.push(message);
    const chat = { id: message.chat_id, type: 'private' };
    return ok({ message_id: this.sent.length, date: Math.floor(Date.now() / 1000), chat, text: message.text });
  }

  private holdSend(params: Record<string, unknown>, respond: (r: Reply) => void, res: ServerResponse) {
    this.held.push(params as unknown as SentMessage);
    const release = () => {
      this.openSends.delete(release);
      respond(this.sendMessage(params));
    };
    this.openSends.add(release);
    // The sender died (kill -9) or gave up: the message was never acknowledged.
    res.on('close', () => {
      if (this.openSends.delete(release)) this.events.emit('call');
    });
    this.events.emit('call');
  }

  /** Answers a Bot API request; false when the path is not one (the caller serves it otherwise). */
  handle(path: string, body: string, res: ServerResponse): boolean {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(path);
    if (!match) return false;
    const respond = (r: Reply) => {
      if (res.writableEnded || res.destroyed) return;
      res.writeHead(r.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(r.body));
      this.events.emit('call');
    };
    if (match[1] !== this.token) {
      respond(fail(401, 'Unauthorized'));
      return true;
    }
    const method = match[2] ?? '';
    this.calls.push(method);
    let params: Record<string, unknown> = {};
    try {
      params = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    } catch {
      respond(fail(400, 'Bad Request: invalid JSON'));
      return true;
    }
    if (method === 'getUpdates') this.getUpdates(params, respond, res);
    else if (method === 'sendMessage') {
      if (this.holding) this.holdSend(params, respond, res);
      else respond(this.sendMessage(params));
    } else if (method === 'setWebhook' || method === 'deleteWebhook') {
      this.webhookCalls.push({ method, params });
      respond(ok(true));
    } else respond(fail(404, 'Not Found'));
    return true;
  }

  /** Closes a poll left open (so a server can close). */
  close() {
    if (this.poll) {
      clearTimeout(this.poll.timer);
      this.poll.answer(ok([]));
      this.poll = null;
    }
  }
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
    });
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

/** The stand-in on its own loopback port, for server tests. */
export async function startFakeTelegram() {
  const standIn = new TelegramStandIn();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    void readBody(req).then((body) => {
      if (!standIn.handle(path, body, res)) {
        res.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    standIn,
    baseUrl: `http://127.0.0.1:${port}`,
    env: (extra: Record<string, string> = {}) => ({
      TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN,
      TELEGRAM_BOT_USERNAME: 'BussolaAlertasBot',
      TELEGRAM_API_BASE_URL: `http://127.0.0.1:${port}`,
      ...extra,
    }),
    async close() {
      standIn.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type FakeTelegram = Awaited<ReturnType<typeof startFakeTelegram>>;
