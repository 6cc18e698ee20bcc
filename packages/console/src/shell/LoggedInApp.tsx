import { useCallback } from 'react';
import styled from 'styled-components';
import { Router, useLocation, useRoute } from 'wouter';
import { logout, useApiClient, useJvm, useSystemOverview, type User } from '@sift/api';
import { colorVars, PageFooter, toast } from '@sift/ui';
import { AppRoutes } from '../routing/AppRoutes';
import { routePattern } from '../routing/routes';
import { CurrentUserContext } from './currentUser';
import { ErrorBoundary } from './ErrorBoundary';
import { PermissionErrorPage } from './FetchErrorPage';
import { PublicNotifications } from './PublicNotifications';
import { ThemeOverrides } from './ThemeOverrides';
import { useClearReportedErrorOnNavigation, useReportedError } from './reportedErrors';
import { Scratchpad } from './Scratchpad/Scratchpad';
import { ScratchpadProvider, useScratchpad } from './Scratchpad/ScratchpadContext';
import { TopNav } from './TopNav/TopNav';
import { useGuardedLocation } from './unsavedChanges';

const Layout = styled.div`
  display: grid;
  grid-template-rows: auto 1fr auto;
  min-height: 100vh;
  background: ${colorVars.background.body};
`;

const Main = styled.main`
  padding: 16px;
  min-width: 0;
`;

function PageArea() {
  const [location] = useLocation();
  const reported = useReportedError();
  // A reported error (a 403 from any call) replaces the page until the next navigation (1-shell.md §2.6).
  useClearReportedErrorOnNavigation(location);
  if (reported) return <PermissionErrorPage error={reported} />;
  // Keyed by location: a render error page is cleared on navigation (1-shell.md §2.6).
  return (
    <ErrorBoundary key={location}>
      <AppRoutes />
    </ErrorBoundary>
  );
}

function OpenScratchpad() {
  const { state } = useScratchpad();
  return state.opened ? <Scratchpad /> : null;
}

/** Version, host and the runtime line of `/system/jvm` ("Node.js v20.20.2 (x64) on Linux 6.1"); the OS while that is unknown. */
function Footer() {
  const { data } = useSystemOverview();
  const jvm = useJvm();
  return (
    <PageFooter version={data?.version} hostname={data?.hostname} runtime={jvm.data?.info ?? (data ? data.operatingSystem : undefined)} />
  );
}

/** The full screen dashboard shows without the page frame (2-search-and-dashboards.md §2). */
function Frame({ user, onLogout }: { user: User; onLogout: () => Promise<void> }) {
  const [frameless] = useRoute(routePattern('DASHBOARDS_TV'));
  if (frameless)
    return (
      <>
        <ThemeOverrides />
        <PageArea />
      </>
    );
  return (
    <Layout>
      <TopNav user={user} onLogout={onLogout} />
      <Main>
        <ThemeOverrides />
        <PublicNotifications />
        <PageArea />
      </Main>
      <Footer />
    </Layout>
  );
}

export interface LoggedInAppProps {
  user: User;
}

/** The main application: top navigation, the routed page and the footer. */
export function LoggedInApp({ user }: LoggedInAppProps) {
  const client = useApiClient();
  const onLogout = useCallback(async () => {
    try {
      await logout(client);
    } catch (error) {
      toast.error('Logout failed', error instanceof Error ? error.message : String(error));
    }
  }, [client]);

  return (
    <CurrentUserContext.Provider value={user}>
      <Router hook={useGuardedLocation}>
        <ScratchpadProvider>
          <Frame user={user} onLogout={onLogout} />
          <OpenScratchpad />
        </ScratchpadProvider>
      </Router>
    </CurrentUserContext.Provider>
  );
}

export default LoggedInApp;
