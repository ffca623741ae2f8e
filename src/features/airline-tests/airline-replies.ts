import { z } from '@core/schemas/zod-locale';

/**
 * The replies of our airline test routes (server/routes/airline-tests/), read on the PWA side: the
 * envelope `{success, fonte, ida, volta, idaCount, voltaCount, _utilizandoDadosContingencia?, message?,
 * linhasIgnoradas?}` and its rows (SPEC §3 "Airline test result" and the VoeGol rows). Each row is read on
 * its own: one the page cannot read is counted and left out, never guessed at.
 */

export const INVALID_REPLY = 'Resposta inválida do servidor';

/** LATAM and Azul cash rows: horarioPartida, horarioChegada, duracao, escalas[], preco (reais). */
export const cashRowSchema = z.object({
  horarioPartida: z.string(),
  horarioChegada: z.string(),
  duracao: z.string().default(''),
  escalas: z.array(z.string()).default([]),
  preco: z.number().nonnegative(),
  numeroVoo: z.string().optional(),
  companhia: z.string().optional(),
  dataPartida: z.string().optional(),
  dataChegada: z.string().optional(),
  url: z.string().optional(),
});
export type CashRow = z.output<typeof cashRowSchema>;

/** VoeGol rows: origem, destino, duracao, preco, companhia (times and stops when the airline sends them). */
export const voegolRowSchema = z.object({
  origem: z.string(),
  destino: z.string(),
  duracao: z.string().default(''),
  preco: z.number().nonnegative(),
  companhia: z.string().default('GOL'),
  horarioPartida: z.string().optional(),
  horarioChegada: z.string().optional(),
  escalas: z.array(z.string()).default([]),
  numeroVoo: z.string().optional(),
  dataPartida: z.string().optional(),
  url: z.string().optional(),
});
export type VoegolRow = z.output<typeof voegolRowSchema>;

const envelopeSchema = z.object({
  fonte: z.string().optional(),
  ida: z.array(z.unknown()),
  volta: z.array(z.unknown()).nullish(),
  _utilizandoDadosContingencia: z.boolean().optional(),
  message: z.string().optional(),
  linhasIgnoradas: z.number().int().nonnegative().optional(),
});

export interface AirlineReply<T> {
  ida: T[];
  volta: T[];
  /** The reply is the fixed contingency sample, not real offers. */
  contingency: boolean;
  /** The server's explanation (why the sample is shown), when it sends one. */
  message: string | null;
  /** Rows the airline sent that broke the contract (skipped by the server) plus rows this page could not read. */
  skipped: number;
  /** The reply exactly as it arrived. */
  raw: unknown;
}

function readRows<T>(schema: z.ZodType<T>, rows: readonly unknown[]): { rows: T[]; invalid: number } {
  const out: T[] = [];
  let invalid = 0;
  for (const row of rows) {
    const parsed = schema.safeParse(row);
    if (parsed.success) out.push(parsed.data);
    else invalid += 1;
  }
  return { rows: out, invalid };
}

/** Reads one reply of a test route; throws Error(INVALID_REPLY) when it is not the route's envelope. */
export function readAirlineReply<T>(body: unknown, rowSchema: z.ZodType<T>): AirlineReply<T> {
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) throw new Error(INVALID_REPLY);
  const ida = readRows(rowSchema, envelope.data.ida);
  const volta = readRows(rowSchema, envelope.data.volta ?? []);
  return {
    ida: ida.rows,
    volta: volta.rows,
    contingency: envelope.data._utilizandoDadosContingencia === true,
    message: envelope.data.message ?? null,
    skipped: (envelope.data.linhasIgnoradas ?? 0) + ida.invalid + volta.invalid,
    raw: body,
  };
}

/** The text of a failure for 'Falha ao buscar voos: {message}' (SPEC §8), 'Erro desconhecido' when there is none. */
export function failureText(error: unknown): string {
  return error instanceof Error && error.message.trim() ? error.message : 'Erro desconhecido';
}
