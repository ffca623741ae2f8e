import { createRoute } from '@hono/zod-openapi';
import { safeText } from '@core/schemas/bounds';
import { z } from '@core/schemas/zod-locale';
import { errorReply, jsonReply, queryParams } from '../../openapi/contract';

export const mailboxQuery = z.object({ to: safeText({ max: 320 }).toLowerCase().optional() });

export const listMailbox = createRoute({
  method: 'get',
  path: '/api/dev/mailbox',
  tags: ['Desenvolvimento'],
  summary: 'Caixa de e-mails de desenvolvimento',
  description:
    'Os e-mails guardados em mail_outbox, com seus links. Só existe com DEV_MAILBOX=true (desenvolvimento e testes); ' +
    'sem isso responde 404.',
  parameters: queryParams(mailboxQuery),
  responses: {
    200: jsonReply(
      'Mensagens, da mais nova à mais antiga.',
      z.object({
        messages: z.array(
          z.object({
            id: z.string(),
            to: z.string(),
            subject: z.string(),
            kind: z.string(),
            text: z.string(),
            links: z.array(z.string()),
            created_at: z.string(),
          }),
        ),
      }),
    ),
    400: errorReply('Parâmetro `to` inválido.'),
    404: errorReply('Caixa de desenvolvimento desligada (DEV_MAILBOX).'),
  },
});
