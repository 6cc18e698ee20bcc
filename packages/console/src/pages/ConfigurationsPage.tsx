import styled from 'styled-components';
import { useMessageProcessorsConfig } from '@sift/api';
import { PageHeader } from '@sift/ui';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePermitted } from '../shell/currentUser';
import { usePageTitle } from '../shell/usePageTitle';
import { CustomizationSection } from './configurations/CustomizationSection';
import { EventsConfigSection } from './configurations/EventsConfigSection';
import { IndexSetDefaultsSection } from './configurations/IndexSetDefaultsSection';
import { MessageProcessorsSection } from './configurations/MessageProcessorsSection';
import { PermissionsSection } from './configurations/PermissionsSection';
import { SearchConfigSection } from './configurations/SearchConfigSection';
import { ThemeCustomizationSection } from './configurations/ThemeCustomizationSection';
import { SidecarConfigSection } from './configurations/SidecarConfigSection';
import { ThreatIntelConfigSection } from './configurations/ThreatIntelConfigSection';
import { UrlWhitelistSection } from './configurations/UrlWhitelistSection';
import { UserConfigSection } from './configurations/UserConfigSection';

const Sections = styled.div`
  display: grid;
  gap: 16px;
`;

/** System -> Configurations: one section per cluster configuration, read-only, each with an edit modal. */
export function ConfigurationsPage() {
  usePageTitle('Configurations');
  const canEdit = usePermitted(['clusterconfigentry:edit']);
  // Every section reads under the same permission: when the first read is refused, the page says why.
  const processors = useMessageProcessorsConfig();
  if (!processors.data && processors.error) return <FetchErrorPage error={processors.error} />;
  return (
    <>
      <PageHeader title="Configurations" description="Settings that apply to the whole cluster." />
      <Sections>
        <MessageProcessorsSection canEdit={canEdit} />
        <SearchConfigSection canEdit={canEdit} />
        <PermissionsSection canEdit={canEdit} />
        <UserConfigSection canEdit={canEdit} />
        <IndexSetDefaultsSection canEdit={canEdit} />
        <EventsConfigSection canEdit={canEdit} />
        {/* Graylog's plugin configurations: the Sidecars' and the threat-intelligence plugin's. */}
        <SidecarConfigSection canEdit={canEdit} />
        <ThreatIntelConfigSection canEdit={canEdit} />
        <UrlWhitelistSection />
        <CustomizationSection canEdit={canEdit} />
        <ThemeCustomizationSection canEdit={canEdit} />
      </Sections>
    </>
  );
}

export default ConfigurationsPage;
