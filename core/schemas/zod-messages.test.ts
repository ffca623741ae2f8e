import { describe, expect, it } from 'vitest';
import * as zm from 'zod/mini';
import { magicLinkVerifySchema, resetPasswordSchema } from './auth';
import { loginSchema } from './login';
import { searchQuerySchema } from './search';
import { z } from './zod-locale';
import { humanIssueMessage } from './zod-messages';

// Validation messages a person can see are pt-BR and human, never zod's parser wording.

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

const PARSER_WORDS = /Pequeno demais|Grande demais|Entrada inválida|esperado|recebido|>=|<=/;

describe('human validation messages', () => {
  it('an empty login body names what is missing', () => {
    expect(messages(zm.safeParse(loginSchema, {}))).toEqual(['Informe o e-mail.', 'Informe a senha.']);
    expect(messages(zm.safeParse(loginSchema, undefined))).toEqual([
      'Nenhum dado foi enviado. Preencha o formulário e tente novamente.',
    ]);
  });

  it('a bad link token says the link is invalid, not its length', () => {
    for (const token of ['abc', 'x'.repeat(500), 42]) {
      expect(messages(magicLinkVerifySchema.safeParse({ token }))).toEqual([
        'Link inválido ou expirado. Peça um novo link.',
      ]);
    }
    expect(messages(resetPasswordSchema.safeParse({ token: 'abc', password: 'segredo1' }))).toEqual([
      'Link inválido ou expirado. Peça um novo link.',
    ]);
  });

  it('names known fields and their limits', () => {
    expect(messages(z.object({ origin: z.string().min(3) }).safeParse({ origin: 'G' }))).toEqual([
      'A origem deve ter pelo menos 3 caracteres.',
    ]);
    expect(messages(z.object({ origin: z.string().max(3) }).safeParse({ origin: 'GRUX' }))).toEqual([
      'A origem deve ter no máximo 3 caracteres.',
    ]);
    expect(messages(z.object({ email: z.email() }).safeParse({ email: 'x' }))).toEqual(['Informe um e-mail válido.']);
    expect(messages(z.object({ cabinClass: z.enum(['A', 'B']) }).safeParse({ cabinClass: 'C' }))).toEqual([
      'Escolha uma opção válida para a classe.',
    ]);
  });

  it('never answers a search body in parser words', () => {
    const bad = [{}, { origin: 1 }, { origin: 'GRU', destination: 'MIA', departureDate: 'ontem', passengers: 99 }];
    for (const body of bad) {
      for (const m of messages(searchQuerySchema.safeParse(body))) expect(m).not.toMatch(PARSER_WORDS);
    }
  });

  it('falls back to a plain sentence for an unknown field', () => {
    expect(humanIssueMessage({ code: 'too_small', origin: 'string', minimum: 5, input: 'ab', path: ['xyz'] })).toBe(
      'Este campo deve ter pelo menos 5 caracteres.',
    );
  });
});
