import styled from 'styled-components';
import { PageHeader, Panel } from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { useCurrentUserContext } from '../shell/currentUser';
import { MAIN_ENTRIES, SYSTEM_ENTRIES, visibleEntries } from '../shell/navigation';
import { usePageTitle } from '../shell/usePageTitle';

const Links = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding-left: 20px;
`;

/** The welcome page: a greeting and the areas this user can open. */
export function WelcomePage() {
  usePageTitle('Welcome');
  const user = useCurrentUserContext();
  const entries = [...visibleEntries(MAIN_ENTRIES, user.permissions), ...visibleEntries(SYSTEM_ENTRIES, user.permissions)];
  return (
    <>
      <PageHeader title="Welcome to Sift" description={`Signed in as ${user.fullName || user.username}.`} />
      <Panel title="Where to go next">
        <Links>
          {entries.map((entry) => (
            <li key={entry.href}>
              <AppLink href={entry.href}>{entry.label}</AppLink>
            </li>
          ))}
        </Links>
      </Panel>
    </>
  );
}

export default WelcomePage;
