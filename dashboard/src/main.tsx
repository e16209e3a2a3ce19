import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { createOwnerSession } from './auth/session.ts';
import { loadRuntimeConfig } from './load-config.ts';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
loadRuntimeConfig().then(
  (config) => {
    const session = createOwnerSession(config);
    root.render(
      <StrictMode>
        <App config={config} session={session} />
      </StrictMode>,
    );
  },
  (error: Error) => {
    root.render(
      <main className="centered" role="alert">
        <h1>The dashboard could not start</h1>
        <p>{error.message}</p>
      </main>,
    );
  },
);
