import { adminUserSchema } from '@core/schemas/auth';
import { z } from '@core/schemas/zod-locale';

/** What the admin routes that change one account answer: that account as it now is. */
export const userReply = z.object({ user: adminUserSchema });
