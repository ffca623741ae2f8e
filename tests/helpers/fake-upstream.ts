import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A recorded reply in tests/fixtures/upstreams/*.json. */
interface Recording {
  request: { method: string; path: string };
  response: { status: number; headers: Record<string, string>; body: unknown };
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

const FIXTURES = fileURLToPath(new URL('../fixtures/upstreams/', import.meta.url));

export function loadRecording(name: string): Recording {
  return JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as Recording;
}

/**
 * A real HTTP server on 127.0.0.1:0 replaying recordings. Each upstream URL given to the app is
 * `{base}/{scenario}`; `routes` maps a scenario to its recordings, whose recorded path must match what
 * follows the prefix (else 404). The scenario 'hang' accepts the request and never answers.
 */
export class FakeUpstream {
  readonly requests: ReceivedRequest[] = [];
  private server: Server | null = null;
  private readonly recordings = new Map<string, Recording>();

  constructor(routes: Record<string, string | string[]>) {
    for (const [scenario, fixtures] of Object.entries(routes)) {
      for (const fixture of [fixtures].flat()) {
        const recording = loadRecording(fixture);
        this.recordings.set(`/${scenario}${recording.request.path}`, recording);
      }
    }
  }

  async start(): Promise<string> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // kept as text
        }
        const url = req.url ?? '/';
        this.requests.push({ method: req.method ?? '', url, headers: req.headers, body });
        if (url.startsWith('/hang/')) return;
        const recording = this.recordings.get(url);
        if (!recording || recording.request.method !== req.method) {
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
          return;
        }
        const { status, headers, body: replyBody } = recording.response;
        res.writeHead(status, headers).end(typeof replyBody === 'string' ? replyBody : JSON.stringify(replyBody));
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  /** Requests received under one scenario prefix. */
  received(scenario: string): ReceivedRequest[] {
    return this.requests.filter((r) => r.url.startsWith(`/${scenario}/`));
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.server = null;
  }
}
