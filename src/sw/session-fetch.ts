/// <reference lib="webworker" />
// How the service worker calls the API: it has no stored token, so it sends the session cookies like the page's
// socket does, and renews them once (src/lib/session-refresh.ts, under the lock the page shares) when they expired.
import { fillPath, type Operation } from '@core/contract/operation';
import { renewSession } from '@/lib/session-refresh';

async function request(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A request with the access cookie; when it has expired, one refresh (under the shared lock) and one retry. */
export async function withSession(method: string, path: string, body?: unknown): Promise<Response> {
  const res = await request(method, path, body);
  if (res.status !== 401 || !(await renewSession()).ok) return res;
  return request(method, path, body);
}

/** One operation of core/contract, from the worker, with the session cookies (its path parameters filled in). */
export function sendOperation(
  op: Operation,
  parts: { params?: Readonly<Record<string, string>>; body?: unknown } = {},
): Promise<Response> {
  return withSession(op.method, fillPath(op.path, parts.params), parts.body);
}
