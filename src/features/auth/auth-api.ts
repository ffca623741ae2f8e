import { changePasswordReply, messageReply, userReply } from '@core/schemas/auth-replies';
import { api } from '@/lib/api';

export function loginRequest(email: string, password: string) {
  return api('/api/login', userReply, { body: { email, password }, auth: false });
}

export function changePasswordRequest(body: { access_token?: string; currentPassword?: string; newPassword: string }) {
  return api('/api/user/change-password', changePasswordReply, { body, auth: false });
}

export function registerRequest(body: { fullName: string; email: string; password: string; confirmPassword: string }) {
  return api('/api/auth/register', messageReply, { body, auth: false });
}

export function forgotPasswordRequest(email: string) {
  return api('/api/auth/forgot-password', messageReply, { body: { email }, auth: false });
}

export function requestMagicLink(email: string) {
  return api('/api/auth/magic-link', messageReply, { body: { email }, auth: false });
}
