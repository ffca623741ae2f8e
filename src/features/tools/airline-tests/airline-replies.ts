import type { AirlineTestReply } from '@core/schemas/airline-tests';

export type { CashRow, VoegolRow } from '@core/schemas/airline-tests';

/**
 * A reply of our airline test routes (server/routes/airline-tests/) as the pages show it: the server has
 * checked each airline row against the contract and sends only those it could read, counting the others.
 */
export interface AirlineRun<Row> {
  ida: Row[];
  volta: Row[];
  /** The reply is the fixed contingency sample, not real offers. */
  contingency: boolean;
  /** The server's explanation (why the sample is shown), when it sends one. */
  message: string | null;
  /** Rows the airline sent that broke the contract (left out by the server). */
  skipped: number;
  /** The reply as the server sent it. */
  raw: AirlineTestReply<Row>;
}

export function airlineRun<Row>(reply: AirlineTestReply<Row>): AirlineRun<Row> {
  return {
    ida: reply.ida,
    volta: reply.volta,
    contingency: reply._utilizandoDadosContingencia === true,
    message: reply.message ?? null,
    skipped: reply.linhasIgnoradas ?? 0,
    raw: reply,
  };
}

/** The text of a failure for 'Falha ao buscar voos: {message}' (SPEC §8), 'Erro desconhecido' when there is none. */
export function failureText(error: unknown): string {
  return error instanceof Error && error.message.trim() ? error.message : 'Erro desconhecido';
}
