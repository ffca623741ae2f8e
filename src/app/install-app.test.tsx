import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { listenForInstallPrompt, needsIosInstallHint, recordVisit, visitCountAtom } from '@/lib/pwa';
import { INSTALL_BANNER_DISMISSED, InstallAppButton, InstallBanner } from './install-app';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const nav = (userAgent: string, extra: Partial<Navigator> = {}) =>
  ({ userAgent, platform: 'iPhone', maxTouchPoints: 5, ...extra }) as Navigator;

describe('install', () => {
  it("explains 'Adicionar à Tela de Início' only on iOS Safari when not yet installed", () => {
    expect(needsIosInstallHint(nav(IPHONE_SAFARI), false)).toBe(true);
    expect(needsIosInstallHint(nav(IPHONE_SAFARI), true)).toBe(false);
    expect(needsIosInstallHint(nav(IPHONE_SAFARI, { standalone: true } as Partial<Navigator>), false)).toBe(false);
    expect(needsIosInstallHint(nav(IPHONE_CHROME), false)).toBe(false);
    expect(needsIosInstallHint(nav(ANDROID_CHROME, { platform: 'Linux armv8l' }), false)).toBe(false);
  });

  it("shows 'Instalar app' once the browser offers installation, and prompts on click", async () => {
    const store = createStore();
    listenForInstallPrompt(store);
    render(
      <Provider store={store}>
        <InstallAppButton />
      </Provider>,
    );
    expect(screen.queryByRole('button', { name: 'Instalar app' })).not.toBeInTheDocument();

    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Instalar app' }));
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Instalar app' })).not.toBeInTheDocument();
  });

  it('counts a visit once per tab session', () => {
    localStorage.clear();
    sessionStorage.clear();
    expect(recordVisit()).toBe(1);
    expect(recordVisit()).toBe(1); // a reload in the same tab
    sessionStorage.clear(); // a new visit
    expect(recordVisit()).toBe(2);
  });

  it('offers installation in a banner from the second visit, and remembers "Agora não"', async () => {
    localStorage.clear();
    const offer = () =>
      Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: vi.fn(async () => undefined),
        userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
      });
    const mount = (visits: number) => {
      const store = createStore();
      listenForInstallPrompt(store);
      store.set(visitCountAtom, visits);
      const view = render(
        <Provider store={store}>
          <InstallBanner />
        </Provider>,
      );
      act(() => {
        window.dispatchEvent(offer());
      });
      return view;
    };

    const first = mount(1);
    expect(screen.queryByRole('region', { name: 'Instalar o app' })).not.toBeInTheDocument();
    first.unmount();

    const second = mount(2);
    const banner = screen.getByRole('region', { name: 'Instalar o app' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Agora não' }));
    expect(screen.queryByRole('region', { name: 'Instalar o app' })).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_BANNER_DISMISSED)).toBe('1');
    second.unmount();

    mount(3);
    expect(screen.queryByRole('region', { name: 'Instalar o app' })).not.toBeInTheDocument();
  });
});
