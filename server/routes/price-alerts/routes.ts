import * as alertOps from '@core/contract/price-alerts';
import * as ops from '@core/contract/sync';
import { bodyReplies, declareRoute, errorReply, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';
import { syncedRoutes } from '../../openapi/synced-routes';

const tags = ['Alertas de preço'];
const notFound = errorReply('Alerta não encontrado.');

// The alerts themselves, synced with the device like saved flights.

const syncedAlerts = syncedRoutes({
  ops: { pull: ops.pullPriceAlerts, put: ops.putPriceAlert, remove: ops.deletePriceAlert },
  plural: 'alertas de preço',
  putReplies: { 409: errorReply('Já há o máximo de alertas ativos nesta conta.') },
});

export const pullPriceAlerts = syncedAlerts.pull;
export const putPriceAlert = syncedAlerts.put;
export const deletePriceAlert = syncedAlerts.remove;

// The alerts at work: the e-mail's stop link (no session), status, 'Verificar agora', price history.

export const stopFromLink = declareRoute(alertOps.stopAlertFromLink, {
  tags,
  summary: 'Desliga um alerta pelo link do e-mail (sem sessão)',
  description: 'O token vai no corpo (a página) ou em `?token=` (o clique único dos clientes de e-mail, RFC 8058).',
  responses: {
    ...okReply(alertOps.stopAlertFromLink, 'Alerta desligado.'),
    ...bodyReplies,
    404: notFound,
  },
});

export const checkStopLink = declareRoute(alertOps.checkAlertStopLink, {
  tags,
  summary: 'Confere o link do e-mail antes de desligar (não muda nada)',
  responses: {
    ...okReply(alertOps.checkAlertStopLink, 'Link válido: a rota do alerta.'),
    400: bodyReplies[400],
    404: notFound,
  },
});

export const alertStatus = declareRoute(alertOps.alertStatus, {
  tags,
  summary: 'Se os alertas estão ativos neste servidor (fonte ao vivo, push)',
  security: SIGNED_IN,
  responses: { ...okReply(alertOps.alertStatus, 'Estado.'), ...guardReplies },
});

export const checkNow = declareRoute(alertOps.checkAlertNow, {
  tags,
  summary: 'Verifica um alerta agora',
  security: SIGNED_IN,
  responses: {
    ...okReply(alertOps.checkAlertNow, 'Resultado da verificação.'),
    400: bodyReplies[400],
    ...guardReplies,
    404: notFound,
    409: errorReply('Sem fonte de preços ao vivo, o alerta mudou durante a verificação, ou falta configuração.'),
    429: errorReply('Verificado há pouco, ou limite por hora ou de consultas aos provedores: Retry-After diz quando.'),
    502: errorReply('A verificação falhou no provedor.'),
  },
});

export const priceHistory = declareRoute(alertOps.alertPriceHistory, {
  tags,
  summary: 'Histórico de preços de um alerta',
  security: SIGNED_IN,
  responses: {
    ...okReply(alertOps.alertPriceHistory, 'Pontos do histórico.'),
    400: bodyReplies[400],
    ...guardReplies,
    404: notFound,
  },
});
