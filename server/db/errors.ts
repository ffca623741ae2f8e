/**
 * Database errors by SQLSTATE: PGlite, the PGlite worker (pglite-thread.ts) and postgres.js all report it in
 * `code`. Input the boundary schemas let through but PostgreSQL still refuses is the caller's fault (a 4xx
 * with a pt-BR message), never a 500: classes 22 (data exception), 23 (integrity) and 54001 (too deep).
 */

/** The five-character SQLSTATE of a database error, or null for anything else. */
export function sqlState(err: unknown): string | null {
  if (typeof err !== 'object' || err === null || !('code' in err)) return null;
  const code = err.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/** PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === '23505';
}

export interface InputRefusal {
  status: 400 | 409;
  message: string;
  code: 'invalid_input' | 'conflict';
  sqlState: string;
}

const MESSAGES: Record<string, string> = {
  '22001': 'Texto longo demais para este campo.',
  '22003': 'Número fora do intervalo permitido.',
  '22007': 'Data fora do intervalo permitido.',
  '22008': 'Data fora do intervalo permitido.',
  '22021': 'O texto contém caracteres não permitidos.',
  '22P05': 'O texto contém caracteres não permitidos.',
  '22P02': 'Valor em formato inválido.',
  '54001': 'Estrutura aninhada demais.',
};

/** How a database refusal of the caller's input is answered, or null when the error is ours (a 500). */
export function inputRefusal(err: unknown): InputRefusal | null {
  const state = sqlState(err);
  if (!state) return null;
  if (state === '23505') {
    return { status: 409, message: 'Já existe um registro com estes dados.', code: 'conflict', sqlState: state };
  }
  if (state.startsWith('22') || state === '54001') {
    return { status: 400, message: MESSAGES[state] ?? 'Dados inválidos.', code: 'invalid_input', sqlState: state };
  }
  if (state.startsWith('23')) {
    return {
      status: 400,
      message: 'Os dados enviados não são aceitos pelo cadastro.',
      code: 'invalid_input',
      sqlState: state,
    };
  }
  return null;
}
