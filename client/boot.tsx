/** The app: the session check and the React root, started by main.tsx. */
// First: it configures zod before any other module can use it.
import './lib/zod-without-eval.ts';
import { Provider } from 'jotai';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { loadSession } from './features/auth/load-session.ts';
import { store } from './lib/store.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Once per page load, outside React, so StrictMode's double effects cannot ask twice.
void loadSession();

// A transition, so React renders the first page in slices and a phone answers a tap while it loads.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <App />
      </Provider>
    </StrictMode>,
  );
});
