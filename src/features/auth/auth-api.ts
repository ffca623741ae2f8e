import type { SessionUser } from '@core/schemas/auth';
import { api } from '@/lib/api';

export function loginRequest(email: string, password: string) {
  return api<{ success: boolean; user?: SessionUser }>('/api/login', { body: { email, password }, auth: false });
}

export function changePasswordRequest(body: { access_token?: string; currentPassword?: string; newPassword: string }) {
  return api<{ success: boolean; user: SessionUser; message: string }>('/api/user/change-password', { body, auth: false });
}

export function registerRequest(body: { fullName: string; email: string; password: string; confirmPassword: string }) {
  return api<{ success: boolean; message: string }>('/api/auth/register', { body, auth: false });
}

export function forgotPasswordRequest(email: string) {
  return api<{ success: boolean; message: string }>('/api/auth/forgot-password', { body: { email }, auth: false });
}

export function checkResetToken(token: string) {
  return api<{ valid: boolean }>(`/api/auth/reset-password/check?token=${encodeURIComponent(token)}`, { auth: false });
}

export function resetPasswordRequest(token: string, password: string) {
  return api<{ success: boolean }>('/api/auth/reset-password', { body: { token, password }, auth: false });
}

export function requestMagicLink(email: string) {
  return api<{ success: boolean; message: string }>('/api/auth/magic-link', { body: { email }, auth: false });
}

export function verifyMagicLink(token: string, type: string) {
  return api<{ success: boolean; user: SessionUser }>('/api/magic-link/verify', { body: { token, type }, auth: false });
}
