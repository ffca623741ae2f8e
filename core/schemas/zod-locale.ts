import { z } from 'zod';

// zod's own messages in pt-BR, for every schema on both sides (server replies and form errors).
z.config(z.locales.ptBR());

export { z };
