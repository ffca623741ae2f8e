// Deterministic UUIDs (RFC 9562 version 5, SHA-1 of a namespace and a name): the same thing saved twice, on one
// device or two, gets the same id, so the server's idempotent upsert keeps one row (a double 'Salvar').

/** Our namespace: any fixed UUID; changing it would give every saved item a new identity. */
const NAMESPACE = '3f6c2b8e-1d4a-4c7e-9b25-8a0f5e7d3c91';

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The UUID v5 of `name` in our namespace. */
export async function stableUuid(name: string): Promise<string> {
  const ns = hexToBytes(NAMESPACE.replaceAll('-', ''));
  const text = new TextEncoder().encode(name);
  const input = new Uint8Array(ns.length + text.length);
  input.set(ns);
  input.set(text, ns.length);
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-1', input)).slice(0, 16);
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50; // version 5
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80; // RFC variant
  const hex = Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
