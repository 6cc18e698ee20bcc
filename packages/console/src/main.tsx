import { createAppServices } from './createApp';
import { preloadRoute } from './routing/preloadRoute';

// What the address needs is asked for first (a dashboard's view, search and its run: ADR 0108), before
// the code that draws the console (React, the theme, the shell) is evaluated.
const services = createAppServices();
preloadRoute(services.client, window.location.pathname, window.location.search);
void import('./renderApp').then(({ renderApp }) => renderApp(services));
