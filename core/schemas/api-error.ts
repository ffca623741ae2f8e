import { z } from './zod-locale';

/**
 * Every refused request's reply (server/http/errors.ts): the message is pt-BR and meant for people; `code` is a
 * stable name for programs; `issues` lists each invalid field when the input failed its schema.
 */
export const apiErrorReplySchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorReply = z.infer<typeof apiErrorReplySchema>;
