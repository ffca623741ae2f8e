import type { BodyOf } from '@core/contract/operation';
import { login } from '@core/contract/session';
import { call } from '@/lib/call';

// The sign-in screen loads this on the first visit: `login` comes with zod/mini schemas (core/contract/session.ts);
// the other operations' body schemas are full zod, so their module is loaded when one of them is asked for.
const accountOperations = () => import('@core/contract/auth');
type AccountOperations = typeof import('@core/contract/auth');

export function loginRequest(email: string, password: string) {
  return call(login, { body: { email, password }, auth: false });
}

export async function changePasswordRequest(body: BodyOf<AccountOperations['changePassword']>) {
  const { changePassword } = await accountOperations();
  return call(changePassword, { body, auth: false });
}

export async function registerRequest(body: BodyOf<AccountOperations['register']>) {
  const { register } = await accountOperations();
  return call(register, { body, auth: false });
}

export async function forgotPasswordRequest(email: string) {
  const { forgotPassword } = await accountOperations();
  return call(forgotPassword, { body: { email }, auth: false });
}

export async function requestMagicLink(email: string) {
  const { requestMagicLink: requestLink } = await accountOperations();
  return call(requestLink, { body: { email }, auth: false });
}
