import { Redirect } from 'wouter';
import { hasScreen } from '../routing/screens';
import { useCurrentUserContext } from '../shell/currentUser';
import { startPageTarget } from './startPageTarget';
import { WelcomePage } from './WelcomePage';

/** `/`: the user's chosen start page, else the welcome page. */
export function StartPage() {
  const user = useCurrentUserContext();
  const target = startPageTarget(user.startpage, hasScreen);
  if (target) return <Redirect to={target} replace />;
  return <WelcomePage />;
}

export default StartPage;
