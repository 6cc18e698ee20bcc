import styled, { keyframes } from 'styled-components';
import { colorVars, radius } from '@sift/ui';
import type { LiveStatus } from '../live/useLiveMessages';

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 currentcolor; }
  70% { box-shadow: 0 0 0 4px transparent; }
  100% { box-shadow: 0 0 0 0 transparent; }
`;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${colorVars.text.secondary};
  white-space: nowrap;
`;

const State = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 1px 8px;
  border-radius: ${radius.round};
  border: 1px solid ${colorVars.success.main};
  background: ${colorVars.success.subtle};
  color: ${colorVars.success.text};
  font-weight: 600;

  &[data-status='connecting'],
  &[data-status='reconnecting'] {
    border-color: ${colorVars.warning.main};
    background: ${colorVars.warning.subtle};
    color: ${colorVars.warning.text};
  }
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: currentcolor;

  [data-status='live'] > & {
    animation: ${pulse} 1.6s ease-out infinite;
  }
`;

export const LIVE_INDICATOR_TEXT: Record<Exclude<LiveStatus, 'off'>, string> = {
  connecting: 'Live: connecting…',
  live: 'Live',
  reconnecting: 'Live: reconnecting…',
};

export interface LiveIndicatorProps {
  status: LiveStatus;
  /** Messages received since the last search. */
  received: number;
}

/** Says that live updates are on (and whether the stream is connected), with the number of new messages. */
export function LiveIndicator({ status, received }: LiveIndicatorProps) {
  if (status === 'off') return null;
  return (
    <Root>
      <State role="status" data-status={status}>
        <Dot aria-hidden="true" />
        {LIVE_INDICATOR_TEXT[status]}
      </State>
      {received > 0 && <span>{`${received} new ${received === 1 ? 'message' : 'messages'}`}</span>}
    </Root>
  );
}
