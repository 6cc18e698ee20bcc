import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useInputMetrics, useInputStatesPolled, useInputTypeInfos, useInputs, useNodes, type Input, type Node } from '@sift/api';
import { Alert, Button, EmptyState, FormGroup, LoadingIndicator, NativeSelect, PageHeader, Panel, spacing } from '@sift/ui';
import { useCurrentUserContext } from '../shell/currentUser';
import { isPermitted } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';
import { InputDialogs, type InputDialog } from './inputs/InputDialogs';
import { InputRow } from './inputs/InputRow';
import { InputMetricsContext } from './inputs/inputMetricsContext';
import { nodeStatesOf, type NodeInputState } from './inputs/inputStates';
import { INPUT_TEXTS } from './inputs/inputTexts';
import { errorText, useInputActions } from './inputs/useInputActions';

const Launcher = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${spacing(1)};
  margin-bottom: ${spacing(0.5)};

  /* Level with the select, above the form group's bottom margin. */
  > button {
    margin-bottom: ${spacing(1.5)};
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Sections = styled.div`
  display: grid;
  gap: ${spacing(2)};
`;

const NO_NODES: readonly Node[] = [];
const NO_STATES: readonly NodeInputState[] = [];

/** System → Inputs: launch inputs from the server's types, and watch, change, start and stop the running ones. */
export function InputsPage() {
  usePageTitle('Inputs');
  const me = useCurrentUserContext();
  const inputs = useInputs();
  const states = useInputStatesPolled();
  const types = useInputTypeInfos();
  const nodes = useNodes();
  const metrics = useInputMetrics(inputs.data ?? []);
  const actions = useInputActions();
  const [chosenType, setChosenType] = useState('');
  const [dialog, setDialog] = useState<InputDialog | null>(null);
  const typeOptions = useMemo(
    () =>
      Object.values(types.data ?? {})
        .map((t) => ({ value: t.type, label: t.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [types.data],
  );
  const can = (permission: string) => isPermitted(me.permissions, [permission]);
  const chosen = types.data?.[chosenType];
  const statesById = useMemo(() => {
    const byId = new Map<string, NodeInputState[]>();
    for (const input of inputs.data ?? []) byId.set(input.id, nodeStatesOf(input, states.data));
    return byId;
  }, [inputs.data, states.data]);
  const nodeList = nodes.data?.nodes ?? NO_NODES;
  const consoleHost = window.location.hostname;

  const row = (input: Input) => (
    <InputRow
      key={input.id}
      input={input}
      states={statesById.get(input.id) ?? NO_STATES}
      nodes={nodeList}
      userPermissions={me.permissions}
      consoleHost={consoleHost}
      actions={actions}
      onDialog={setDialog}
    />
  );
  const globalInputs = inputs.data?.filter((i) => i.global) ?? [];
  const localInputs = inputs.data?.filter((i) => !i.global) ?? [];

  return (
    <>
      <PageHeader
        title="Inputs"
        description="Inputs receive messages: launch one for each way your systems send logs, then point them at its address and port."
      />
      {can('inputs:create') && (
        <Launcher>
          <FormGroup label="Input type">
            {(control) => (
              <NativeSelect {...control} options={typeOptions} value={chosenType} onChange={setChosenType} placeholder="Select input" />
            )}
          </FormGroup>
          <Button variant="primary" disabled={!chosen} onClick={() => chosen && setDialog({ kind: 'launch', type: chosen })}>
            Launch new input
          </Button>
        </Launcher>
      )}
      {inputs.error && !inputs.data && (
        <Alert variant="danger" title={INPUT_TEXTS.listFailed}>
          {errorText(inputs.error)}
        </Alert>
      )}
      {!inputs.data && !inputs.error && <LoadingIndicator />}
      {inputs.data && inputs.data.length === 0 && <EmptyState text={INPUT_TEXTS.noInputs} />}
      {inputs.data && inputs.data.length > 0 && (
        <InputMetricsContext.Provider value={metrics.data}>
          <Sections>
            <Panel title={`Global inputs (${globalInputs.length} configured)`} headingLevel={2}>
              {globalInputs.length === 0 ? <p>No global inputs.</p> : <List aria-label="Global inputs">{globalInputs.map(row)}</List>}
            </Panel>
            <Panel title={`Local inputs (${localInputs.length} configured)`} headingLevel={2}>
              {localInputs.length === 0 ? <p>No local inputs.</p> : <List aria-label="Local inputs">{localInputs.map(row)}</List>}
            </Panel>
          </Sections>
        </InputMetricsContext.Provider>
      )}
      <InputDialogs dialog={dialog} types={types.data ?? {}} nodes={nodeList} actions={actions} onClose={() => setDialog(null)} />
    </>
  );
}

export default InputsPage;
