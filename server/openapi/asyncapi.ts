import { wsClientMessageSchema, wsServerMessageSchema } from '@core/schemas/ws';
import { jsonSchema } from './contract';

/**
 * The /ws protocol as an AsyncAPI 3.0 document (GET /api/asyncapi.json), built from the schemas both sides read it
 * with (core/schemas/ws.ts): one message per `type`, what the client sends (their input side) and what the server
 * sends. AsyncAPI rather than an `x-` extension of the OpenAPI document: it is the standard that says who sends what
 * on a channel, and its tools (viewers, generators, validators) read it, where OpenAPI tools skip extensions.
 */

const DESCRIPTION = `O WebSocket \`/ws\` da Bússola das Passagens: a busca ao vivo e o calendário de preços.

**Conexão**: abra \`/ws\` na mesma origem do app, com a sessão (o cookie \`bp_access\` de \`POST /api/login\`, ou
\`Authorization: Bearer …\` fora do navegador). Sem sessão a conexão é recusada (401); de outra origem, 403.

**Busca**: \`POST /api/search/async\` devolve um \`searchId\`; envie \`{type: "subscribe", searchId}\` e receba
\`results\` a cada lote de um provedor, depois um \`complete\`. **Calendário**: envie \`{type: "calendar", query}\` (a
consulta de \`GET /api/calendar\`) e receba \`calendar-days\` a cada fonte, depois \`calendar-complete\`. \`cancel\`
interrompe o que estiver rodando; \`ping\` é respondido com \`pong\`; um \`error\` traz o motivo em português, e o
socket continua aberto.`;

type Json = Record<string, unknown>;

/** The `type` of each option of a discriminated union of messages, with its JSON Schema. */
function messagesOf(
  options: readonly { shape: { type: { value: unknown } } }[],
  io: 'input' | 'output',
  side: 'client' | 'server',
): Record<string, Json> {
  const messages: Record<string, Json> = {};
  for (const option of options) {
    const type = String(option.shape.type.value);
    messages[`${side}-${type}`] = {
      name: type,
      title: `${side === 'client' ? 'Cliente → servidor' : 'Servidor → cliente'}: ${type}`,
      payload: jsonSchema(option as never, io),
    };
  }
  return messages;
}

/** The AsyncAPI 3.0 document of /ws. */
export function buildAsyncApiDocument(): Json {
  const sent = messagesOf(wsClientMessageSchema.options, 'input', 'client');
  const received = messagesOf(wsServerMessageSchema.options, 'output', 'server');
  const all = { ...sent, ...received };
  const refs = (names: string[]) => names.map((name) => ({ $ref: `#/channels/socket/messages/${name}` }));
  return {
    asyncapi: '3.0.0',
    info: { title: 'WebSocket da Bússola das Passagens', version: '1', description: DESCRIPTION },
    defaultContentType: 'application/json',
    channels: {
      socket: {
        address: '/ws',
        title: 'O socket do app',
        messages: Object.fromEntries(Object.keys(all).map((name) => [name, { $ref: `#/components/messages/${name}` }])),
      },
    },
    operations: {
      clientSends: {
        action: 'receive',
        title: 'O que o servidor lê',
        channel: { $ref: '#/channels/socket' },
        messages: refs(Object.keys(sent)),
      },
      serverSends: {
        action: 'send',
        title: 'O que o servidor envia',
        channel: { $ref: '#/channels/socket' },
        messages: refs(Object.keys(received)),
      },
    },
    components: { messages: all },
  };
}
