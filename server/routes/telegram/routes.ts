import * as ops from '@core/contract/telegram';
import { bodyReplies, errorReply, declareRoute, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';
import { LINKS_PER_HOUR } from '../../telegram/settings';

const tags = ['Telegram'];

export const status = declareRoute(ops.telegramStatus, {
  tags,
  summary: 'Telegram: o servidor tem um bot? Esta conta recebe alertas lá?',
  security: SIGNED_IN,
  responses: { ...okReply(ops.telegramStatus, '`configured` e `linked`.'), ...guardReplies },
});

export const link = declareRoute(ops.linkTelegram, {
  tags,
  summary: 'Gera o link do bot (t.me/<bot>?start=<token>, uso único, 15 minutos) que liga um chat a esta conta',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.linkTelegram, 'O link a abrir no Telegram.'),
    ...guardReplies,
    429: errorReply(`Limite de ${LINKS_PER_HOUR} links por hora por conta atingido; Retry-After diz quando libera.`),
    503: errorReply('Telegram não configurado neste servidor.'),
  },
});

export const unlink = declareRoute(ops.unlinkTelegram, {
  tags,
  summary: 'Para de enviar os alertas desta conta ao Telegram',
  security: SIGNED_IN,
  responses: { ...okReply(ops.unlinkTelegram, 'O estado depois de desligar.'), ...guardReplies },
});

export const webhook = declareRoute(ops.telegramWebhook, {
  tags,
  summary: 'Updates do bot enviados pelo Telegram (webhook)',
  description:
    'Só com o cabeçalho `X-Telegram-Bot-Api-Secret-Token` igual a TELEGRAM_WEBHOOK_SECRET. ' +
    '`/start <token>` liga o chat à conta do token; `/parar` desliga.',
  parameters: [
    {
      name: 'X-Telegram-Bot-Api-Secret-Token',
      in: 'header',
      required: true,
      description: 'O secret_token passado ao setWebhook.',
      schema: { type: 'string' },
    },
  ],
  responses: {
    ...okReply(ops.telegramWebhook, 'Update recebido.'),
    ...bodyReplies,
    401: errorReply('Sem o cabeçalho do segredo do webhook.'),
    403: errorReply('Segredo do webhook errado.'),
    503: errorReply('Webhook do Telegram não configurado.'),
  },
});
