import * as ops from '@core/contract/notifications';
import { checkEndpoint, dnsResolver, untilAborted } from '../../notifications/push/push-address';
import {
  deletePushSubscription,
  pushKeysProblem,
  savePushSubscription,
} from '../../notifications/push/push-subscriptions';
import { currentAuth } from '../../auth/guards';
import { AppError } from '../../http/errors';
import { type OperationHandler, readBody, sendReply } from '../../openapi/contract';

const PUSH_OTHER_OWNER =
  'Este navegador já recebe as notificações de outra conta. Saia daquela conta neste navegador para recebê-las nesta.';

export const subscribe: OperationHandler<typeof ops.subscribePush> = async (c) => {
  const sub = await readBody(c, ops.subscribePush);
  const { config, db } = c.var.deps;
  const keysProblem = pushKeysProblem(sub.keys);
  if (keysProblem) throw new AppError(400, keysProblem, undefined, 'invalid_input');
  // Where the name resolves now, within the push deadline (a name without an answer is kept: every send
  // checks it again, and nothing is sent to it until it resolves to public addresses only).
  const resolver = c.var.deps.resolveHost ?? dnsResolver;
  const signal = AbortSignal.timeout(config.PUSH_DEADLINE_MS);
  const resolve = (hostname: string) => untilAborted(resolver(hostname), signal);
  const checked = await checkEndpoint(sub.endpoint, config.PUSH_ALLOW_HTTP_ENDPOINTS, resolve);
  if (!checked.ok && checked.reason === 'refused') throw new AppError(400, checked.message, undefined, 'invalid_input');
  if ((await savePushSubscription(db, currentAuth(c).user.id, sub)) === 'other_owner')
    throw new AppError(409, PUSH_OTHER_OWNER, undefined, 'push_other_owner');
  return sendReply(c, ops.subscribePush, { success: true });
};

// Sign-out removes it even when the subscription lapsed.
export const unsubscribe: OperationHandler<typeof ops.unsubscribePush> = async (c) => {
  const { endpoint } = await readBody(c, ops.unsubscribePush);
  const removed = await deletePushSubscription(c.var.deps.db, currentAuth(c).user.id, endpoint);
  return sendReply(c, ops.unsubscribePush, { success: true, removed });
};
