import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useRestoreSession } from '@/features/auth/auth-state';
import { SESSION_LOADING } from '@/features/tools/diagnostics/diagnostics-api';
import { DiagnosticsPage } from '@/features/tools/diagnostics/diagnostics-page';

function Session() {
  useRestoreSession();
  return null;
}

/** /test-supabase with the device's session restored, as the app renders it; resolves once its heading shows. */
export async function renderDiagnosticsPage() {
  const user = userEvent.setup({ delay: null });
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={['/test-supabase']}>
        <Session />
        <Routes>
          <Route path="/test-supabase" element={<DiagnosticsPage />} />
          <Route path="/login" element={<p>Tela de login</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Diagnóstico da integração' });
  // The session is restored asynchronously; a test acts once the page knows whether someone is signed in.
  await waitFor(() => expect(screen.queryByText(SESSION_LOADING)).toBeNull());
  return { user };
}
