import '@/lib/zod-jitless';
import './styles.css';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from '@/app/router';
import { appStore } from '@/app/store';
import { listenForInstallPrompt, registerServiceWorker } from '@/lib/pwa';

// Before the first render: the browser may offer installation at once.
listenForInstallPrompt(appStore);

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html');

// The first render as a transition: React then renders in slices that yield to the browser instead of one long
// task (a phone's main thread stays responsive while the signed-in screen mounts).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <JotaiProvider store={appStore}>
        <RouterProvider router={router} />
      </JotaiProvider>
    </StrictMode>,
  );
});

registerServiceWorker(appStore);
