import { describe, expect, it } from 'vitest';
import { ApiError, CONNECTION_ERROR } from './api';
import { errorCode, errorStatus, isOffline, toUserMessage } from './user-message';

describe('toUserMessage', () => {
  it("shows the server's pt-BR message", () => {
    expect(toUserMessage(new ApiError(409, 'Limite de 50 alertas ativos atingido.'))).toBe(
      'Limite de 50 alertas ativos atingido.',
    );
  });

  it('says the connection failed when no reply came', () => {
    expect(toUserMessage(new ApiError(0, 'qualquer'))).toBe(CONNECTION_ERROR);
    expect(isOffline(new ApiError(0, ''))).toBe(true);
    expect(isOffline(new ApiError(500, 'x'))).toBe(false);
  });

  it("falls back to the screen's text for errors that are not the API's", () => {
    expect(toUserMessage(new TypeError('x is undefined'))).toBe('Erro desconhecido');
    expect(toUserMessage(new Error('boom'), 'Erro ao carregar')).toBe('Erro ao carregar');
    expect(toUserMessage(new ApiError(500, ''), 'Erro ao carregar')).toBe('Erro ao carregar');
    expect(errorStatus(new Error('x'))).toBe(0);
    expect(errorStatus(new ApiError(429, 'x'))).toBe(429);
  });

  it("gives the server's code for screens that word a refusal their own way", () => {
    expect(errorCode(new ApiError(401, 'x', 'invalid_credentials'))).toBe('invalid_credentials');
    expect(errorCode(new ApiError(500, 'x'))).toBeUndefined();
    expect(errorCode(new Error('x'))).toBeUndefined();
  });
});
