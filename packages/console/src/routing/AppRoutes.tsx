import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LoadingIndicator, NotFoundPage } from '@sift/ui';
import { routePattern } from './routes';
import { pathTo } from './routes';
import { SCREENS } from './screens';

/** The screens that exist; every other path answers "Page not found". */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <Switch>
        {SCREENS.map(([name, Screen]) => (
          <Route key={name} path={routePattern(name)} component={Screen} />
        ))}
        <Route>
          <NotFoundPage homeHref={pathTo('STARTPAGE')} />
        </Route>
      </Switch>
    </Suspense>
  );
}
