import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@sift/ui/fonts';
import { App } from './App';
import { createAppServices } from './createApp';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App {...createAppServices()} />
  </StrictMode>,
);
