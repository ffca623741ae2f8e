import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { TelegramPanel } from './telegram-panel';

const LINK = `https://t.me/BussolaAlertasBot?start=${'a'.repeat(43)}`;
let state: { configured: boolean; linked: boolean };
let calls: string[];
const open = vi.fn();

beforeEach(() => {
  queryClient.clear();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      calls.push(call);
      if (call.startsWith('POST')) return new Response(JSON.stringify({ url: LINK }));
      if (call.startsWith('DELETE')) state = { ...state, linked: false };
      return new Response(JSON.stringify(state));
    }),
  );
  vi.stubGlobal('open', open);
});
afterEach(() => {
  vi.unstubAllGlobals();
  open.mockClear();
});

describe('Telegram on /alertas', () => {
  it('says when the server has no bot', async () => {
    state = { configured: false, linked: false };
    render(<TelegramPanel />);
    expect(await screen.findByText('Telegram: não configurado')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens the deep link from the click and shows it too', async () => {
    state = { configured: true, linked: false };
    render(<TelegramPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Receber no Telegram' }));
    expect(await screen.findByRole('link', { name: 'Abrir o Telegram' })).toHaveAttribute('href', LINK);
    expect(open).toHaveBeenCalledWith(LINK, '_blank', 'noopener');
  });

  it('linked: says so, and stops on request', async () => {
    state = { configured: true, linked: true };
    render(<TelegramPanel />);
    expect(await screen.findByText('Alertas chegando no Telegram')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Parar de receber no Telegram' }));
    expect(await screen.findByRole('button', { name: 'Receber no Telegram' })).toBeInTheDocument();
    expect(calls.some((c) => c.startsWith('DELETE') && c.endsWith('/api/telegram'))).toBe(true);
  });
});
