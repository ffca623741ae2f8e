import { accountExportSchema, accountMessageReply, deleteAccountSchema, privacyFactsSchema } from '../schemas/account';
import { operation } from './operation';

// The holder's rights over their own data (Lei 13.709/2018, art. 18): a copy of it, and the account's deletion.

/** GET /api/me/export: one JSON of everything kept about the caller (a few per hour). */
export const exportMyData = operation({ method: 'GET', path: '/api/me/export', reply: accountExportSchema });

/** DELETE /api/me: every row of the caller removed in one transaction; the password (or a deletion link) again. */
export const deleteMyAccount = operation({
  method: 'DELETE',
  path: '/api/me',
  body: deleteAccountSchema,
  reply: accountMessageReply,
});

/** POST /api/me/deletion-link: e-mails a single-use link that confirms the deletion without a password. */
export const requestDeletionLink = operation({
  method: 'POST',
  path: '/api/me/deletion-link',
  reply: accountMessageReply,
});

/** GET /api/privacy: the contact, the retention and the recipients /privacidade states (public). */
export const privacyFacts = operation({ method: 'GET', path: '/api/privacy', reply: privacyFactsSchema });
