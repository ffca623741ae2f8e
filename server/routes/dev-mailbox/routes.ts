import { devMailbox } from '@core/contract/dev';
import { declareRoute, errorReply, okReply } from '../../openapi/contract';

export const listMailbox = declareRoute(devMailbox, {
  tags: ['Desenvolvimento'],
  summary: 'Caixa de e-mails de desenvolvimento',
  description:
    'Os e-mails guardados em mail_outbox, com seus links. Só existe com DEV_MAILBOX=true (desenvolvimento e testes); ' +
    'sem isso responde 404.',
  responses: {
    ...okReply(devMailbox, 'Mensagens, da mais nova à mais antiga.'),
    400: errorReply('Parâmetro `to` inválido.'),
    404: errorReply('Caixa de desenvolvimento desligada (DEV_MAILBOX).'),
  },
});
