import { MissingPermissionsPage, PageHeader } from '@sift/ui';
import { usePermitted } from '../shell/currentUser';
import { usePageTitle } from '../shell/usePageTitle';
import { EnterpriseNotice } from './enterprise/EnterpriseNotice';

export const SECURITY_TEXTS = {
  title: 'Security',
  description: 'Investigations, anomaly detection and security dashboards over the collected logs.',
  feature: 'Security',
} as const;

/** `/security`: the security suite belongs to an enterprise edition; without its license the page says so. */
export function SecurityPage() {
  usePageTitle(SECURITY_TEXTS.title);
  const permitted = usePermitted(['licenseinfos:read']);
  if (!permitted) return <MissingPermissionsPage />;
  return (
    <>
      <PageHeader title={SECURITY_TEXTS.title} description={SECURITY_TEXTS.description} />
      <EnterpriseNotice feature={SECURITY_TEXTS.feature} />
    </>
  );
}

export default SecurityPage;
