/**
 * Where issuance requests go (SPEC §2 fixed-table issuance pages: a messaging deep link and a phone line
 * {phone}). Neither is in the repository: both are read at build time from Vite's environment.
 *
 * - `VITE_WHATSAPP_NUMBER`: the WhatsApp number that receives issuance requests, in international format
 *   with the country code, e.g. `5511999998888` (spaces, '+', '-', '(' and ')' are ignored). Unset or not
 *   8–15 digits: the button opens `https://wa.me/?text=…` without a number, so WhatsApp lets the user pick
 *   the contact and keeps the prefilled text.
 * - `VITE_ISSUANCE_PHONE`: the phone line for issuance by phone, shown as written, e.g. `(11) 4000-1234`
 *   (it must contain 8–15 digits). Unset or invalid: 'Telefone para emissão: não configurado'.
 *
 * Read on every call (Vite replaces `import.meta.env.VITE_*` with the literal at build time; tests stub it).
 */

export interface IssuanceContact {
  /** Digits only, with the country code; null when not configured. */
  whatsappNumber: string | null;
  /** As configured, for display; null when not configured. */
  phone: string | null;
  /** The phone's digits for a tel: link ('+' kept when configured with it); null when not configured. */
  phoneHref: string | null;
}

const digitsOf = (value: string) => value.replace(/\D/g, '');
const validDigits = (digits: string) => digits.length >= 8 && digits.length <= 15;

function envString(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function issuanceContact(): IssuanceContact {
  const rawNumber = envString(import.meta.env.VITE_WHATSAPP_NUMBER);
  const numberDigits = digitsOf(rawNumber);
  const rawPhone = envString(import.meta.env.VITE_ISSUANCE_PHONE);
  const phoneDigits = digitsOf(rawPhone);
  const phoneOk = /^[\d\s+().-]+$/.test(rawPhone) && validDigits(phoneDigits);
  return {
    whatsappNumber: /^[\d\s+().-]+$/.test(rawNumber) && validDigits(numberDigits) ? numberDigits : null,
    phone: phoneOk ? rawPhone : null,
    phoneHref: phoneOk ? `tel:${rawPhone.startsWith('+') ? '+' : ''}${phoneDigits}` : null,
  };
}

/** https://wa.me/<number>?text=<text>, or https://wa.me/?text=<text> (the user picks the contact) without a number. */
export function whatsappUrl(text: string, number: string | null = issuanceContact().whatsappNumber): string {
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(text)}`;
}
