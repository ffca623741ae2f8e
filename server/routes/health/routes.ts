import * as ops from '@core/contract/health';
import { declareRoute, okReply } from '../../openapi/contract';

export const health = declareRoute(ops.health, {
  tags: ['Saúde'],
  summary: 'O servidor e o banco respondem',
  description: 'Para balanceadores de carga: 200 só quando o banco de dados responde.',
  responses: okReply(ops.health, 'Servidor e banco no ar.', { 503: 'Banco de dados indisponível.' }),
});
