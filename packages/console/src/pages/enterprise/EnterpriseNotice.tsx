import { Alert } from '@sift/ui';

/** The notice of an enterprise feature without its license (1-shell.md §1, 3-administration.md §1), word for word. */
export const enterpriseNoticeText = (feature: string) => `To use the ${feature} functionality you need the enterprise license and plugin`;

/** The enterprise editions' features Graylog 5.1 lists and Sift does not offer, in the order the enterprise page shows them. */
export const ENTERPRISE_FEATURES = [
  { name: 'Archive', about: 'Moves old index data to cheaper storage and restores it for searching later.' },
  { name: 'Audit Log', about: 'Records every change users make, for compliance reviews.' },
  { name: 'Reports', about: 'Sends dashboards as scheduled PDF reports.' },
  { name: 'Forwarder', about: 'Ships messages from remote sites to the cluster over a persistent connection.' },
  { name: 'Illuminate', about: 'Ready-made parsing, enrichment and dashboards for common log sources.' },
  { name: 'Security', about: 'Investigations, anomaly detection and security dashboards built on the collected logs.' },
] as const;

export interface EnterpriseNoticeProps {
  /** The feature's name as the notice reads it, e.g. "Security". */
  feature: string;
}

/** What a screen of an enterprise feature shows in its place when the license is missing. */
export function EnterpriseNotice({ feature }: EnterpriseNoticeProps) {
  return <Alert variant="info">{enterpriseNoticeText(feature)}</Alert>;
}
