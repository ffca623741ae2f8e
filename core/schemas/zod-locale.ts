import { z } from 'zod';
import { humanIssueMessage } from './zod-messages';

// zod's own messages in pt-BR, for every schema on both sides (server replies and form errors); where a
// schema gives no message of its own, a human one that says what to fix.
z.config(z.locales.ptBR());
z.config({ customError: (issue) => humanIssueMessage(issue) });

export { z };
