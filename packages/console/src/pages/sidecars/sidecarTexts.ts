import type { SidecarStatus } from '@sift/api';

/** The words of the Sidecars screens, in one place for the pages and their tests. */
export const SIDECAR_TEXTS = {
  overviewTitle: 'Sidecars Overview',
  overviewDescription:
    'Sidecars run log collectors (Filebeat, Winlogbeat, NXLog) on your hosts and fetch the configurations assigned to them from this server.',
  statusTitle: (name: string) => `Sidecar ${name}`,
  administrationTitle: 'Collectors Administration',
  administrationDescription: 'Assign configurations to the collectors of each Sidecar, and start, stop or restart collectors.',
  configurationTitle: 'Collectors Configuration',
  configurationDescription:
    'Configurations are templates a collector runs with; tags assign a configuration to every Sidecar that has them.',
  failureTitle: 'Failure Tracking',
  failureDescription: 'Sidecars whose collectors are failing, with what the collectors reported.',
  newConfiguration: 'Create configuration',
  editConfiguration: (name: string) => `Configuration ${name}`,
  newCollector: 'Create collector',
  editCollector: (name: string) => `Collector ${name}`,
  nav: { overview: 'Overview', administration: 'Administration', configuration: 'Configuration', failures: 'Failure Tracking' },
  includeInactive: 'Include inactive Sidecars',
  searchLabel: 'Search Sidecars',
  noSidecars: 'No Sidecar has registered yet. Install the Graylog Sidecar on a host and give it an API token of the graylog-sidecar user.',
  noMatches: 'No Sidecar matches.',
  inactive: 'Not reporting: no report within the inactive threshold (Sidecars System configuration)',
  noFailures: 'No collector is failing.',
  hiddenInactive: (n: number) =>
    `${n === 1 ? '1 Sidecar has' : `${n} Sidecars have`} stopped reporting (status unknown) and ${n === 1 ? 'is' : 'are'} not listed: include inactive Sidecars to see ${n === 1 ? 'it' : 'them'}.`,
  noConfigurations: 'There are no configurations yet.',
  notFound: (id: string) => `There is no Sidecar with the id ${id}.`,
} as const;

/** The toast titles of failed calls. */
export const SIDECAR_FAILURES = {
  assign: 'Could not assign the configuration',
  action: 'Could not queue the collector action',
  saveConfiguration: 'Could not save configuration',
  deleteConfiguration: 'Could not delete configuration',
  saveCollector: 'Could not save collector',
  deleteCollector: 'Could not delete collector',
  preview: 'Could not render the preview',
  saveVariable: 'Could not save variable',
  deleteVariable: 'Could not delete variable',
} as const;

export const STATUS_TEXTS: Record<SidecarStatus, string> = {
  running: 'Running',
  failing: 'Failing',
  stopped: 'Stopped',
  unknown: 'Unknown',
};

export const deleteConfigurationQuestion = (name: string) => `Do you really want to delete the configuration "${name}"?`;
export const deleteCollectorQuestion = (name: string, os: string) => `Do you really want to delete the collector "${name}" (${os})?`;
export const actionDone = (action: string, count: number) =>
  `The ${action} reaches ${count === 1 ? 'the Sidecar' : `${count} Sidecars`} on ${count === 1 ? 'its' : 'their'} next report.`;
