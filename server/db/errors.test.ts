import { describe, expect, it } from 'vitest';
import { inputRefusal, isUniqueViolation, sqlState } from './errors';

// Which database errors are the caller's input (4xx in pt-BR) and which stay a 500.

describe('database errors caused by input', () => {
  it('reads a SQLSTATE, and nothing else, from an error', () => {
    expect(sqlState({ code: '22P05' })).toBe('22P05');
    expect(sqlState(new Error('x'))).toBeNull();
    expect(sqlState({ code: 'ECONNREFUSED' })).toBeNull();
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
  });

  it('maps data exceptions and integrity errors to 4xx in pt-BR, and leaves the rest a 500', () => {
    expect(inputRefusal({ code: '22003' })).toMatchObject({
      status: 400,
      message: 'Número fora do intervalo permitido.',
    });
    expect(inputRefusal({ code: '22008' })).toMatchObject({
      status: 400,
      message: 'Data fora do intervalo permitido.',
    });
    expect(inputRefusal({ code: '22P05' })).toMatchObject({
      status: 400,
      message: 'O texto contém caracteres não permitidos.',
    });
    expect(inputRefusal({ code: '54001' })).toMatchObject({ status: 400, message: 'Estrutura aninhada demais.' });
    expect(inputRefusal({ code: '2201X' })).toMatchObject({ status: 400, message: 'Dados inválidos.' });
    expect(inputRefusal({ code: '23503' })).toMatchObject({ status: 400, code: 'invalid_input' });
    expect(inputRefusal({ code: '23505' })).toMatchObject({ status: 409, code: 'conflict' });
    expect(inputRefusal({ code: '57P01' })).toBeNull();
    expect(inputRefusal({ code: 'EPIPE' })).toBeNull();
    expect(inputRefusal(new Error('falha'))).toBeNull();
  });
});
