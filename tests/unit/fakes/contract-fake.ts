import type { BodyOf, Operation, ReplyInputOf } from '@core/contract/operation';

// What the unit tests' stand-ins for the API server (tests/unit/fakes/*-test-server) share: they recognise a request
// as an operation of core/contract and answer it with a reply the type checker holds to that operation's schema, so
// a fake cannot drift from what the server is declared to send.

/** A request the fake server received. */
export interface FakeRequest {
  method: string;
  pathname: string;
  body: unknown;
}

/** A fake's answer: the status and the JSON body. */
export interface FakeReply {
  status: number;
  body: unknown;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The path parameters when the request is `op` (its method and path), else null. */
export function requestFor(op: Operation, request: FakeRequest): Record<string, string> | null {
  if (request.method !== op.method) return null;
  const source = op.path
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name ? `(?<${name}>[^/]+)` : escapeRegex(part);
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(request.pathname);
  if (!match) return null;
  return Object.fromEntries(Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]));
}

/** The body the PWA sent for `op`, as the contract types it (the fake reads what the client under test sends). */
export const bodyFor = <O extends Operation>(_op: O, request: FakeRequest) => request.body as BodyOf<O>;

/** The fake's reply to `op` at the operation's status, its body held to the operation's reply schema. */
export function replyWith<O extends Operation>(op: O, body: ReplyInputOf<O>): FakeReply {
  return { status: op.status ?? 200, body };
}
