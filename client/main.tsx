// First: it configures zod before any other module can use it.
import './lib/zod-without-eval.ts';
import './styles/global.css';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { loadSession } from './features/auth/load-session.ts';
import { store } from './lib/store.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Once per page load, outside React, so StrictMode's double effects cannot ask twice.
void loadSession();

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
);
