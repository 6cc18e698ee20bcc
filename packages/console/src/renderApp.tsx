import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@sift/ui/fonts';
import { App } from './App';
import type { AppServices } from './createApp';

/** Draws the console into the page's #root element. */
export function renderApp(services: AppServices): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App {...services} />
    </StrictMode>,
  );
}
