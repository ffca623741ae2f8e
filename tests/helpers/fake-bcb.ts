import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { addDaysIso } from '@core/schemas/search';
import { shiftRecording } from './recorded-dates';

/** The recorded CotacaoMoedaPeriodo reply (USD), as the BCB's OData service documents it; its last day. */
const RECORDING = fileURLToPath(new URL('../fixtures/bcb/cotacao-moeda-periodo-usd.json', import.meta.url));
const RECORDED_LAST_DAY = '2025-11-27';

const dayDiff = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * A stand-in for the Banco Central do Brasil's PTAX OData service on 127.0.0.1: answers `CotacaoMoedaPeriodo`
 * (and `CotacaoMoedaDia`) for USD with the recording, its bulletins moved so the last one falls on `lastDay`
 * (the test's clock); other currencies get an empty `value`. `down` answers 503; `requests` lists what was asked.
 */
export class FakeBcb {
  readonly requests: string[] = [];
  down = false;
  lastDay: string;
  private server: Server | null = null;

  constructor(lastDay: string) {
    this.lastDay = lastDay;
  }

  /** The recording as served now. */
  reply(): { value: { cotacaoVenda: number; dataHoraCotacao: string; tipoBoletim: string }[] } {
    const recorded = JSON.parse(readFileSync(RECORDING, 'utf8'));
    return shiftRecording(recorded, dayDiff(RECORDED_LAST_DAY, this.lastDay));
  }

  async start(): Promise<string> {
    const server = createServer((req, res) => {
      const url = decodeURIComponent(req.url ?? '/');
      this.requests.push(url);
      if (this.down) return void res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
      if (!/\/CotacaoMoeda(Periodo|Dia)\(/.test(url))
        return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      const body = url.includes("@moeda='USD'") ? this.reply() : { value: [] };
      res.writeHead(200, { 'content-type': 'application/json;odata.metadata=minimal' }).end(JSON.stringify(body));
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/olinda/servico/PTAX/versao/v1/odata`;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.server = null;
  }
}

/** The business day before `day` as the stand-in's last bulletin (any day works: the reply is moved onto it). */
export const previousDay = (day: string) => addDaysIso(day, -1);
