/** Where subscribers write for support (reply within 24 h, SPEC §1). */
export const SUPPORT_EMAIL = 'suporte@bussoladaspassagens.com.br';
export const SUPPORT_REPLY_HOURS = 24;
