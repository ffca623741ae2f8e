import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from './query-client';
import { clearStoredUser, writeStoredUser } from './stored-user';

const ana = { id: 'ana', email: 'ana@exemplo.com.br' };
const bia = { id: 'bia', email: 'bia@exemplo.com.br' };
const USERS = ['admin', 'users'];

describe('queryClient: replies belong to the signed-in user', () => {
  beforeEach(() => {
    writeStoredUser(ana);
    queryClient.setQueryData(USERS, ['lista de Ana']);
  });

  it('keeps the cache while the same user refreshes their session', () => {
    writeStoredUser({ ...ana, access_token: 'novo' });
    expect(queryClient.getQueryData(USERS)).toEqual(['lista de Ana']);
  });

  it('drops every cached reply on sign-out', () => {
    clearStoredUser();
    expect(queryClient.getQueryData(USERS)).toBeUndefined();
  });

  it('drops every cached reply when another account signs in on this device', () => {
    writeStoredUser(bia);
    expect(queryClient.getQueryData(USERS)).toBeUndefined();
  });

  it('asks the server once: a failed request is not retried (SPEC §9)', async () => {
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('Servidor indisponível');
    };
    // An observer, as a screen's useQuery is (fetchQuery never retries whatever the defaults say).
    const observer = new QueryObserver(queryClient, { queryKey: ['falha'], queryFn: failing });
    const failed = new Promise<void>((resolve) => {
      const stop = observer.subscribe((result) => {
        if (result.status !== 'error') return;
        stop();
        resolve();
      });
    });
    await failed;
    expect(calls).toBe(1);
  });

  it("asks even when the browser says offline: the failure reaches the screen, which words it (never 'paused')", async () => {
    onlineManager.setOnline(false);
    try {
      const observer = new QueryObserver(queryClient, {
        queryKey: ['sem-rede'],
        queryFn: async () => {
          throw new Error('Failed to fetch');
        },
      });
      const settled = new Promise<string>((resolve) => {
        const stop = observer.subscribe((result) => {
          if (result.status === 'pending') return;
          stop();
          resolve(result.status);
        });
      });
      expect(await settled).toBe('error');
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
