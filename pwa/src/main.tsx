import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { routerReady } from './app/router';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
void routerReady().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
void import('./app/pwa-update').then((pwa) => pwa.startPwa());
