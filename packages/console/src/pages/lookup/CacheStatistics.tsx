import { useMetricsNamespace, type MetricEntry } from '@sift/api';
import { DescriptionList, EntityDetailsSection, formatNumber, formatPercentage, LoadingIndicator } from '@sift/ui';

export const NO_REQUESTS = 'No lookups went through this cache since the server started.';

const total = (entry: MetricEntry | undefined): number => {
  const rate: unknown = entry?.metric['rate'];
  const value = typeof rate === 'object' && rate !== null ? (rate as Record<string, unknown>)['total'] : undefined;
  return typeof value === 'number' ? value : 0;
};
const gauge = (entry: MetricEntry | undefined): number | null => {
  const value = entry?.metric['value'];
  return typeof value === 'number' ? value : null;
};

/** A cache's statistics since the server started: entries, requests and the share answered from the cache. */
export function CacheStatistics({ cacheId }: { cacheId: string }) {
  const prefix = `org.graylog2.lookup.caches.${cacheId}`;
  const metrics = useMetricsNamespace(prefix);
  const named = (name: string) => metrics.data?.find((entry) => entry.fullName === `${prefix}.${name}`);
  const requests = total(named('requests'));
  const hits = total(named('hits'));
  const entries = gauge(named('entries'));
  return (
    <EntityDetailsSection title="Statistics">
      {!metrics.data && !metrics.error && <LoadingIndicator />}
      {metrics.error && <p>The statistics of this cache cannot be read.</p>}
      {metrics.data && (
        <DescriptionList
          items={[
            { key: 'entries', term: 'Entries', description: entries === null ? 'Not reported' : formatNumber(entries) },
            { key: 'requests', term: 'Requests', description: formatNumber(requests) },
            {
              key: 'hit-rate',
              term: 'Hit rate',
              description:
                requests === 0
                  ? NO_REQUESTS
                  : `${formatPercentage(hits / requests)} (${formatNumber(hits)} hits, ${formatNumber(total(named('misses')))} misses)`,
            },
          ]}
        />
      )}
    </EntityDetailsSection>
  );
}
