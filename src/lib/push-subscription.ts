// Web Push on this device: 'Ativar notificações' subscribes with the server's VAPID key and sends the
// subscription to the server (owner-scoped); sign-out unsubscribes and removes it. The service worker shows what
// arrives (src/sw/push.ts). Loaded lazily: nothing here is in the first visit's bundle.
import { subscribePush, unsubscribePush } from '@core/contract/notifications';
import type { BodyOf } from '@core/contract/operation';
import { call } from './call';

export const PUSH_NOT_CONFIGURED = 'Notificações push não configuradas no servidor';
export const PUSH_DENIED = 'Permissão negada: libere as notificações deste site nas configurações do navegador.';
export const PUSH_FAILED = 'Não foi possível ativar as notificações neste navegador. Tente novamente.';

/** iPhone/iPad (any browser there is WebKit): push only in the app added to the home screen. */
export function isIosOutsideInstalledApp(
  nav: Navigator = navigator,
  standalone = typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches === true,
): boolean {
  const ios = /iPhone|iPad|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  const installed = standalone || (nav as Navigator & { standalone?: boolean }).standalone === true;
  return ios && !installed;
}

/** 'ios-install': show the 'Adicionar à Tela de Início' hint instead of the button. */
export type PushSupport = 'available' | 'unsupported' | 'ios-install';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if (isIosOutsideInstalledApp()) return 'ios-install';
  const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return supported ? 'available' : 'unsupported';
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe wants. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This device's current subscription, if any (the page's 'Notificações ativadas' state). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

export type EnablePushResult = { ok: true } | { ok: false; message: string };

/**
 * Asks permission (call only from the user's click), subscribes with the server's key and sends the
 * subscription to the server. `vapidKey` null: the server has no Web Push configured.
 */
export async function enablePush(vapidKey: string | null): Promise<EnablePushResult> {
  if (!vapidKey) return { ok: false, message: PUSH_NOT_CONFIGURED };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { ok: false, message: PUSH_DENIED };
  try {
    const reg = await navigator.serviceWorker.ready;
    const subscription =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(vapidKey) }));
    // The DOM types the browser's JSON loosely (every field optional); it is the body's shape, and the server checks it.
    await call(subscribePush, { body: subscription.toJSON() as BodyOf<typeof subscribePush> });
    return { ok: true };
  } catch (err) {
    return { ok: false, message: err instanceof Error && 'status' in err ? err.message : PUSH_FAILED };
  }
}

/**
 * Sign-out (and 'Desativar'): the server forgets this endpoint and the browser unsubscribes, so the next person
 * on this device gets nothing meant for the last one. Offline, the browser's unsubscribe still happens: the
 * server then sees the endpoint gone (404/410) at its next push and deletes it.
 */
export async function disablePush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  try {
    await call(unsubscribePush, { body: { endpoint: subscription.endpoint } });
  } catch {
    // Offline or refused: unsubscribing below makes the endpoint useless anyway.
  }
  await subscription.unsubscribe().catch(() => false);
}
