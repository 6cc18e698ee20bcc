import styled from 'styled-components';
import { colorVars, formatBytes, formatNumber, spacing } from '@sift/ui';
import { useInputMetricsOf } from './inputMetricsContext';

const Line = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(0.5, 3)};
  margin: 0;
  color: ${colorVars.text.secondary};

  div {
    display: flex;
    gap: ${spacing(0.5)};
  }

  dt::after {
    content: ':';
  }

  dd {
    margin: 0;
    color: ${colorVars.text.primary};
  }
`;

/** Throughput, network and connection figures of one input; figures no node reports are left out. */
export function InputMetricsLine({ inputId }: { inputId: string }) {
  const metrics = useInputMetricsOf(inputId);
  if (!metrics) return null;
  const items: Array<[string, string]> = [];
  if (metrics.incomingRate !== null) items.push(['Average rate', `${formatNumber(metrics.incomingRate)} msg/s`]);
  if (metrics.readBytes1Sec !== null || metrics.writtenBytes1Sec !== null) {
    items.push(['Network IO', `in ${formatBytes(metrics.readBytes1Sec ?? 0)}/s, out ${formatBytes(metrics.writtenBytes1Sec ?? 0)}/s`]);
  }
  if (metrics.readBytesTotal !== null || metrics.writtenBytesTotal !== null) {
    items.push(['Total', `in ${formatBytes(metrics.readBytesTotal ?? 0)}, out ${formatBytes(metrics.writtenBytesTotal ?? 0)}`]);
  }
  if (metrics.openConnections !== null)
    items.push(['Active connections', `${formatNumber(metrics.openConnections)} (${formatNumber(metrics.totalConnections ?? 0)} total)`]);
  if (metrics.emptyMessages !== null && metrics.emptyMessages > 0)
    items.push(['Empty messages discarded', formatNumber(metrics.emptyMessages)]);
  if (items.length === 0) return null;
  return (
    <Line aria-label="Throughput">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Line>
  );
}
