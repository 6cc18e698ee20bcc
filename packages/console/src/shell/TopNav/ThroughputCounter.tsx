import styled from 'styled-components';
import { useThroughput } from '@sift/api';
import { colorVars, formatNumber } from '@sift/ui';

const Counter = styled.span`
  font-size: 0.85rem;
  color: ${colorVars.text.secondary};
  white-space: nowrap;
`;

/** Messages per second in and out, refreshed every 2 s. */
export function ThroughputCounter() {
  const { data } = useThroughput();
  const value = (n: number | undefined) => (n === undefined ? '-' : formatNumber(n));
  return (
    <Counter aria-label="Throughput" title="Messages per second, in and out">
      {`In ${value(data?.input)} / Out ${value(data?.output)} msg/s`}
    </Counter>
  );
}
