import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './error-page';
import { QuietBoundary } from './quiet-boundary';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/x.js');

describe('when a screen fails', () => {
  it('a screen whose code cannot be fetched offline says so in pt-BR and offers to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [{ path: '/', ErrorBoundary: RouteErrorPage, lazy: () => Promise.reject(chunkError()) }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Não foi possível abrir esta tela' })).toBeInTheDocument();
    expect(screen.getByText(/precisa de conexão para abrir/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('any other error gets a generic pt-BR message, never the developer page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    const router = createMemoryRouter([{ path: '/', ErrorBoundary: RouteErrorPage, Component: Broken }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument();
    expect(screen.queryByText(/boom/)).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('an optional piece that cannot load shows its fallback and leaves the page alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Toaster = lazy(() => Promise.reject(chunkError()));
    render(
      <main>
        <p>Meus alertas</p>
        <QuietBoundary fallback={<span>sem notificações</span>}>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </QuietBoundary>
      </main>,
    );
    expect(await screen.findByText('sem notificações')).toBeInTheDocument();
    expect(screen.getByText('Meus alertas')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
