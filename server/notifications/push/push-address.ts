// Where a push endpoint really is: the server POSTs to whatever a browser registered, so the name is resolved
// here, every address it resolves to is checked, and the connection goes to the address that was checked
// (push-send.ts pins it), never to a second resolution that DNS rebinding could switch.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** A name's addresses (every A and AAAA); throws when it does not resolve. Injectable for tests. */
export type HostResolver = (hostname: string) => Promise<string[]>;

export const dnsResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** Rejects once the signal aborts: a resolver (or a send) that never answers is not waited for. */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export const PUSH_NOT_ALLOWED = 'Endereço de notificação não permitido.';
export const PUSH_NEEDS_HTTPS = 'O endereço de notificação deve usar https.';

// IANA's special-purpose registries (RFC 6890 and updates): nothing a public push service lives on.
const V4_RANGES: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmark
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const V6_RANGES: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128],
  ['::ffff:0:0:0', 96], // SIIT's IPv4-translated form (RFC 2765): only inside translators
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215): the IPv4 address may sit anywhere in it, so none is public
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHIDs, …)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: carries an IPv4 address of any kind
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const blocked = new BlockList();
for (const [net, prefix] of V4_RANGES) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of V6_RANGES) blocked.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address inside an IPv6 one that carries it (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64). */
function embeddedV4(address: string): string | null {
  const words = expandV6(address);
  if (!words) return null;
  const high = words.slice(0, 6);
  const zero = (w: number) => w === 0;
  const mapped = high.slice(0, 5).every(zero) && high[5] === 0xffff;
  const compatible = high.every(zero);
  const nat64 = words[0] === 0x64 && words[1] === 0xff9b && high.slice(2).every(zero);
  if (!mapped && !compatible && !nat64) return null;
  const [a = 0, b = 0] = words.slice(6);
  return `${a >> 8}.${a & 0xff}.${b >> 8}.${b & 0xff}`;
}

/** Eight 16-bit words, or null when not an IPv6 address. */
function expandV6(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.replace(/%.*$/, '');
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
    text = `${text.slice(0, -v4.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((w) => Number.parseInt(w, 16));
}

/** Loopback, private, link-local, CGNAT, benchmark, documentation, multicast, unspecified or reserved. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const inner = embeddedV4(address);
  if (inner) return blocked.check(inner, 'ipv4');
  return blocked.check(address.replace(/%.*$/, ''), 'ipv6');
}

/** 127.0.0.0/8 and ::1 (and ::ffff:127.x): the only place the test-only plain-http switch may send to. */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  const v4 = family === 4 ? address : family === 6 ? embeddedV4(address) : null;
  if (v4) return v4.startsWith('127.');
  return family === 6 && expandV6(address)?.join(':') === '0:0:0:0:0:0:0:1';
}

// Special-use names (RFC 6761, RFC 8375, and the clouds' internal zones): never a push service, not looked up.
const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa|lan|intranet|corp|private)$/i;
const UNRESOLVABLE_NAME = /(^|\.)(test|invalid|example|onion)$/i;

export type EndpointCheck =
  | { ok: true; address: string; hostname: string }
  | { ok: false; reason: 'refused' | 'unresolved'; message: string };

const refused = (message: string): EndpointCheck => ({ ok: false, reason: 'refused', message });

/**
 * Where the server may POST this endpoint: an address every resolution of its host agrees is public (https), or
 * loopback only over plain http when `allowLoopbackHttp` (tests). 'unresolved' when the name has no address.
 */
export async function checkEndpoint(
  endpoint: string,
  allowLoopbackHttp: boolean,
  resolve: HostResolver,
): Promise<EndpointCheck> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return refused(PUSH_NOT_ALLOWED);
  }
  const plainHttp = allowLoopbackHttp && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !plainHttp) return refused(PUSH_NEEDS_HTTPS);
  if (url.username || url.password) return refused(PUSH_NOT_ALLOWED);
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  let addresses: string[];
  if (isIP(hostname)) addresses = [hostname];
  else if (LOCAL_NAME.test(hostname) && !plainHttp) return refused(PUSH_NOT_ALLOWED);
  else if (UNRESOLVABLE_NAME.test(hostname)) return { ok: false, reason: 'unresolved', message: PUSH_NOT_ALLOWED };
  else {
    try {
      addresses = await resolve(hostname);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) return { ok: false, reason: 'unresolved', message: PUSH_NOT_ALLOWED };
  }
  const fits = plainHttp ? addresses.every(isLoopbackAddress) : !addresses.some(isBlockedAddress);
  const [address] = addresses;
  if (!fits || !address) return refused(plainHttp ? PUSH_NEEDS_HTTPS : PUSH_NOT_ALLOWED);
  return { ok: true, address, hostname };
}
