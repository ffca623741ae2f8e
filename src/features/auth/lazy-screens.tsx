import { lazy } from 'react';

// The forms (react-hook-form, zod) load only when one of these is shown, keeping the first
// visit's bundle small.
export const LazyLoginPage = lazy(async () => ({ default: (await import('./login-page')).LoginPage }));
export const LazyAuthDialog = lazy(async () => ({ default: (await import('./auth-dialog')).AuthDialog }));
export const LazyChangePasswordScreen = lazy(async () => ({
  default: (await import('./change-password-screen')).ChangePasswordScreen,
}));
