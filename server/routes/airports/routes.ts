import { completeAirports } from '@core/contract/airports';
import { declareRoute, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';

export const completeList = declareRoute(completeAirports, {
  tags: ['Aeroportos'],
  summary: 'Todos os aeroportos, para o autocompletar',
  description:
    'Lista fixa servida comprimida (br ou gzip conforme Accept-Encoding), com ETag: If-None-Match igual responde 304.',
  security: SIGNED_IN,
  responses: {
    ...okReply(completeAirports, 'A lista de aeroportos.'),
    304: { description: 'A cópia do navegador ainda vale (ETag).' },
    ...guardReplies,
  },
});
