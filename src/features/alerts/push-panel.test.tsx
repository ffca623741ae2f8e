import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushPanel } from './push-panel';

const status = { live: true, message: null, check_interval_minutes: 360, vapid_public_key: null };
const requestPermission = vi.fn(async () => 'granted');
const realUserAgent = navigator.userAgent;

function setUserAgent(value: string) {
  Object.defineProperty(navigator, 'userAgent', { value, configurable: true });
}

beforeEach(() => {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: async () => undefined },
    configurable: true,
  });
});
afterEach(() => {
  setUserAgent(realUserAgent);
  vi.unstubAllGlobals();
  requestPermission.mockClear();
});

describe("'Ativar notificações'", () => {
  it('says when the server has no Web Push configured, and asks no permission then', async () => {
    render(<PushPanel status={status} />);
    expect(screen.getByRole('status')).toHaveTextContent('Notificações push não configuradas no servidor');
    await userEvent.click(await screen.findByRole('button', { name: 'Ativar notificações' }));
    expect(requestPermission).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Notificações push não configuradas no servidor');
  });

  it('asks permission only from the click', async () => {
    requestPermission.mockResolvedValueOnce('denied');
    render(<PushPanel status={{ ...status, vapid_public_key: 'BEl62iUYgUivxIkv69yViEuiBIa' }} />);
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Ativar notificações' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(/^Permissão negada/);
  });

  it('on an iPhone outside the installed app: no button, the home-screen hint instead', () => {
    setUserAgent(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    );
    render(<PushPanel status={status} />);
    expect(screen.queryByRole('button', { name: 'Ativar notificações' })).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('Adicionar à Tela de Início');
  });
});
