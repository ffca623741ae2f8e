import { z } from './zod-locale';

/** Messages a client may send on /ws. The search protocol adds subscribe and cancel. */
export const wsClientMessageSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('ping') })]);
export type WsClientMessage = z.infer<typeof wsClientMessageSchema>;

export type WsServerMessage = { type: 'pong' } | { type: 'error'; error: string };
