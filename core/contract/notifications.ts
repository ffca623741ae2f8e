import {
  notificationReadReplySchema,
  pushSubscribeReplySchema,
  pushSubscriptionSchema,
  pushUnsubscribeReplySchema,
  pushUnsubscribeSchema,
} from '../schemas/alerts';
import { idParamsSchema } from '../schemas/ids';
import { operation } from './operation';

// The in-app list (pulled like a synced table, core/contract/sync.ts) and this browser's Web Push subscription.

/** PUT /api/notifications/{id}/read: one notification read, on every device at its next pull. */
export const markNotificationRead = operation({
  method: 'PUT',
  path: '/api/notifications/{id}/read',
  params: idParamsSchema,
  reply: notificationReadReplySchema,
});

/** POST /api/push/subscriptions: this browser's PushSubscription, for its signed-in owner (201). */
export const subscribePush = operation({
  method: 'POST',
  path: '/api/push/subscriptions',
  body: pushSubscriptionSchema,
  reply: pushSubscribeReplySchema,
  status: 201,
});

/** DELETE /api/push/subscriptions: this browser leaves (sign-out, also with the subscription lapsed). */
export const unsubscribePush = operation({
  method: 'DELETE',
  path: '/api/push/subscriptions',
  body: pushUnsubscribeSchema,
  reply: pushUnsubscribeReplySchema,
});
