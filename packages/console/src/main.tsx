import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@sift/ui/fonts';
import { App } from './App';
import { createAppServices } from './createApp';
import { preloadRoute } from './routing/preloadRoute';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const services = createAppServices();
preloadRoute(services.client, window.location.pathname, window.location.search);
createRoot(container).render(
  <StrictMode>
    <App {...services} />
  </StrictMode>,
);
