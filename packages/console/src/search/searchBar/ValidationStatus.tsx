import styled, { css, keyframes } from 'styled-components';
import type { QueryValidation } from '@sift/api';
import { colorVars, Icon, Popover } from '@sift/ui';
import { SHAKE_DURATION_MS } from '../constants';
import { explanationPosition, explanationsToShow, type Explanation } from './validation';

const shake = keyframes`
  10%, 90% { transform: translate3d(-1px, 0, 0); }
  20%, 80% { transform: translate3d(2px, 0, 0); }
  30%, 50%, 70% { transform: translate3d(-4px, 0, 0); }
  40%, 60% { transform: translate3d(4px, 0, 0); }
`;

const Trigger = styled.button<{ $status: QueryValidation['status']; $shaking: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 32px;
  padding: 0 8px;
  border: 0;
  border-radius: 4px;
  background: none;
  font: inherit;
  cursor: pointer;
  color: ${({ $status }) => ($status === 'ERROR' ? colorVars.danger.text : $status === 'WARNING' ? colorVars.warning.text : colorVars.success.text)};
  ${({ $shaking }) =>
    $shaking &&
    css`
      animation: ${shake} ${SHAKE_DURATION_MS}ms cubic-bezier(0.36, 0.07, 0.19, 0.97) both;
    `}
`;

const Ok = styled.span`
  display: inline-flex;
  align-items: center;
  height: 32px;
  padding: 0 8px;
  color: ${colorVars.success.text};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  max-width: 420px;

  li + li {
    margin-top: 8px;
  }
`;

export interface ValidationStatusProps {
  status: QueryValidation['status'];
  explanations: readonly Explanation[];
  /** True while the panel shakes after a search was attempted with an invalid query. */
  shaking: boolean;
  id?: string;
}

const TITLES = { OK: 'Query is valid', WARNING: 'Warning', ERROR: 'Error' } as const;

/** The query's validation: OK, or a WARNING / ERROR whose explanations (with positions) open on click. */
export function ValidationStatus({ status, explanations, shaking, id }: ValidationStatusProps) {
  const shown = explanationsToShow(explanations);
  if (status === 'OK') {
    return (
      <Ok id={id} role="status">
        <Icon name="circle-check" title={TITLES.OK} />
      </Ok>
    );
  }
  return (
    <Popover
      title={TITLES[status]}
      content={
        <List>
          {shown.map((explanation, index) => {
            const position = explanationPosition(explanation);
            return (
              // Explanations have no id; the server sorts them by position.
              <li key={index}>
                <strong>{explanation.errorTitle}</strong>: {explanation.errorMessage}
                {position && (
                  <div>
                    <small>({position})</small>
                  </div>
                )}
              </li>
            );
          })}
        </List>
      }
    >
      <Trigger
        id={id}
        type="button"
        $status={status}
        $shaking={shaking}
        data-shaking={shaking || undefined}
        aria-label={`${TITLES[status]}: ${shown.map((e) => e.errorTitle).join(', ')}`}
      >
        <Icon name={status === 'ERROR' ? 'circle-alert' : 'alert-triangle'} />
        {TITLES[status]}
      </Trigger>
    </Popover>
  );
}
