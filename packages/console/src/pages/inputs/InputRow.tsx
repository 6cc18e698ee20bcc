import { memo, type MouseEvent } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import type { Input, Node } from '@sift/api';
import { Alert, Badge, Button, colorVars, DropdownMenu, isPlainLeftClick, spacing, typography } from '@sift/ui';
import { pathTo } from '../../routing/routes';
import { hasScreen } from '../../routing/screens';
import { searchLink } from '../../routing/searchLink';
import { isPermitted } from '../../shell/permissions';
import type { InputDialog } from './InputDialogs';
import { InputDetails } from './InputDetails';
import { InputMetricsLine } from './InputMetricsLine';
import { failuresOf, isRunning, stateVariant, type NodeInputState } from './inputStates';
import { INPUT_TEXTS, RECEIVED_MESSAGES_RANGE_SECONDS, receivedMessagesQuery } from './inputTexts';
import type { InputActions } from './useInputActions';

const Item = styled.li`
  display: grid;
  gap: ${spacing(1)};
  padding: ${spacing(2, 0)};
  border-bottom: 1px solid ${colorVars.border.subtle};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${spacing(1)};

  h3 {
    margin: 0;
    font-size: ${typography.size.h4};
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${spacing(1)};
  color: ${colorVars.text.secondary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${spacing(1)};
`;

export interface InputRowProps {
  input: Input;
  /** Its state on every node that runs it. */
  states: readonly NodeInputState[];
  nodes: readonly Node[];
  /** The user's permissions: inputs:edit, inputs:changestate and inputs:terminate of the input decide what is offered. */
  userPermissions: readonly string[];
  consoleHost: string;
  actions: InputActions;
  /** Opens a dialog of the page (edit, delete, static fields). */
  onDialog: (dialog: InputDialog) => void;
}

const nodeLabel = (nodes: readonly Node[], nodeId: string) => {
  const node = nodes.find((n) => n.nodeId === nodeId);
  return node ? `${node.shortNodeId} / ${node.hostname}` : nodeId;
};

/**
 * One input: its states per node and their errors, figures, actions, configuration, static fields and
 * send snippets. Memoized: its props stay the same while the input, its states and the nodes do.
 */
export const InputRow = memo(function InputRow({ input, states, nodes, userPermissions, consoleHost, actions, onDialog }: InputRowProps) {
  const [, navigate] = useLocation();
  const can = (permission: string) => isPermitted(userPermissions, [`${permission}:${input.id}`]);
  const permissions = { edit: can('inputs:edit'), changeState: can('inputs:changestate'), terminate: can('inputs:terminate') };
  const on = {
    onStart: () => void actions.start(input),
    onStop: () => void actions.stop(input),
    onRestart: () => void actions.restart(input),
    onEdit: () => onDialog({ kind: 'edit', input }),
    onDelete: () => onDialog({ kind: 'delete', input }),
    onAddStaticField: () => onDialog({ kind: 'addStaticField', input }),
    onRemoveStaticField: (key: string) => onDialog({ kind: 'removeStaticField', input, key }),
  };
  const running = isRunning(states);
  const received = searchLink({
    query: receivedMessagesQuery(input.id),
    range: { type: 'relative', range: RECEIVED_MESSAGES_RANGE_SECONDS },
  });
  const extractors = input.global ? 'SYSTEM_GLOBAL_EXTRACTORS' : 'SYSTEM_INPUT_EXTRACTORS';
  const extractorsHref = hasScreen(extractors) ? pathTo(extractors, { inputId: input.id, nodeId: input.node ?? '' }) : null;
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    navigate(href);
  };
  const more = [
    ...(permissions.edit
      ? [
          { label: 'Edit input', onSelect: on.onEdit },
          { label: 'Add static field', onSelect: on.onAddStaticField },
        ]
      : []),
    ...(permissions.changeState ? [{ label: 'Restart input', onSelect: on.onRestart }] : []),
    ...(permissions.terminate ? [{ label: 'Delete input', onSelect: on.onDelete }] : []),
  ];

  return (
    <Item aria-label={input.title}>
      <Header>
        <div>
          <h3>{input.title}</h3>
          <Meta>
            <span>{input.name}</span>
            <Badge variant="info">{input.global ? 'Global' : `On node ${nodeLabel(nodes, input.node ?? '')}`}</Badge>
            {states.length === 0 && <Badge>{INPUT_TEXTS.notRunning}</Badge>}
            {states.map((s) => (
              <Badge key={s.nodeId} variant={stateVariant(s.state)}>{`${s.state} on ${nodeLabel(nodes, s.nodeId)}`}</Badge>
            ))}
          </Meta>
        </div>
        <Actions>
          <Button href={received} onClick={follow(received)} size="small">
            Show received messages
          </Button>
          {extractorsHref && (
            <Button href={extractorsHref} onClick={follow(extractorsHref)} size="small">
              Manage extractors
            </Button>
          )}
          {permissions.changeState &&
            (running ? (
              <Button size="small" variant="danger" onClick={on.onStop}>
                Stop input
              </Button>
            ) : (
              <Button size="small" variant="success" onClick={on.onStart}>
                Start input
              </Button>
            ))}
          {more.length > 0 && <DropdownMenu title="More actions" items={more} placement="bottom-end" />}
        </Actions>
      </Header>
      {failuresOf(states).map((s) => (
        <Alert key={s.nodeId} variant="danger" title={`${s.state} on ${nodeLabel(nodes, s.nodeId)}`}>
          {s.detailedMessage ?? 'The node gave no reason.'}
        </Alert>
      ))}
      <InputMetricsLine inputId={input.id} />
      <InputDetails input={input} consoleHost={consoleHost} onRemoveStaticField={permissions.edit ? on.onRemoveStaticField : undefined} />
    </Item>
  );
});
