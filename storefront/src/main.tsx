import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { BASE, loadRuntimeConfig } from './load-config.ts';
import { ShopProvider } from './shop.tsx';
import { Router } from './router.tsx';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
loadRuntimeConfig().then(
  (config) =>
    root.render(
      <StrictMode>
        <ShopProvider config={config}>
          <Router root={`${BASE}${config.storeId}`}>
            <App />
          </Router>
        </ShopProvider>
      </StrictMode>,
    ),
  (error: Error) =>
    root.render(
      <main className="page" role="alert">
        <h1>This shop could not open</h1>
        <p>{error.message}</p>
      </main>,
    ),
);
