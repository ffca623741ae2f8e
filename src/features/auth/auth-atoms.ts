import { atom } from 'jotai';

export type AuthTab = 'login' | 'register';
/** Which tab the auth dialog shows, or null when closed; any trigger sets it. */
export const authDialogAtom = atom<AuthTab | null>(null);

export interface PasswordChangeRequest {
  email: string;
  /** The password-change token from sign-in; absent when opened from ?change-password=true. */
  token?: string;
  required: boolean;
}

/** When set, the layout shows the 'Primeiro Acesso' screen instead of the page. */
export const passwordChangeAtom = atom<PasswordChangeRequest | null>(null);
