import styled from 'styled-components';
import { MissingPermissionsPage, PageHeader, Panel } from '@sift/ui';
import { usePermitted } from '../shell/currentUser';
import { usePageTitle } from '../shell/usePageTitle';
import { ENTERPRISE_FEATURES, EnterpriseNotice } from './enterprise/EnterpriseNotice';

export const ENTERPRISE_TEXTS = {
  title: 'Enterprise',
  description: 'Functionality of the enterprise editions. This server runs the open edition: none of these are installed.',
  features: 'Enterprise features',
} as const;

const Features = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
`;

/** System -> Enterprise (`/system/enterprise`): each enterprise feature with the missing-license notice. */
export function EnterprisePage() {
  usePageTitle(ENTERPRISE_TEXTS.title);
  // The spec's menu permission for the enterprise and security entries (1-shell.md §6).
  const permitted = usePermitted(['licenseinfos:read']);
  if (!permitted) return <MissingPermissionsPage />;
  return (
    <>
      <PageHeader title={ENTERPRISE_TEXTS.title} description={ENTERPRISE_TEXTS.description} />
      <section aria-label={ENTERPRISE_TEXTS.features}>
        <Features>
          {ENTERPRISE_FEATURES.map((feature) => (
            <Panel key={feature.name} title={feature.name} headingLevel={2}>
              <p>{feature.about}</p>
              <EnterpriseNotice feature={feature.name} />
            </Panel>
          ))}
        </Features>
      </section>
    </>
  );
}

export default EnterprisePage;
