import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  LOG_LEVELS,
  NodeDiagnosticsApi,
  useApiMutation,
  useLoggers,
  useLoggerSubsystems,
  useNodes,
  useSystemOverview,
  type ApiClient,
  type LoggerLevel,
  type LoggerSubsystem,
  type LogLevelName,
  type Node,
} from '@sift/api';
import {
  Button,
  colorVars,
  EmptyState,
  LoadingIndicator,
  MissingPermissionsPage,
  NativeSelect,
  PageHeader,
  Panel,
  TextInput,
  toast,
} from '@sift/ui';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';

export const LOGGING_DESCRIPTION =
  'The log levels of every node, changed at run time. A level set here lasts until the node restarts; then the configured levels apply again.';
export const levelChanged = (what: string, level: string) => `The log level of ${what} is now ${level}.`;
export const LEVEL_CHANGE_FAILED = 'Could not change the log level';

const LEVEL_OPTIONS = LOG_LEVELS.map((level) => ({ value: level, label: level }));

const Sections = styled.div`
  display: grid;
  gap: 16px;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: 4px 8px;
    border-bottom: 1px solid ${colorVars.border.subtle};
    text-align: left;
    vertical-align: middle;
  }

  td:last-child,
  th:last-child {
    width: 12rem;
  }
`;

const Muted = styled.div`
  color: ${colorVars.text.secondary};
`;

const AddForm = styled.form`
  display: flex;
  gap: 8px;
  align-items: center;
  margin-top: 12px;
`;

const setSubsystem = (client: ApiClient, nodeId: string, subsystem: string, level: LogLevelName) =>
  NodeDiagnosticsApi.setSubsystemLevel(client, nodeId, subsystem, level);
const setLogger = (client: ApiClient, name: string, level: LogLevelName) => NodeDiagnosticsApi.setLoggerLevel(client, name, level);

/** Runs a level change and says how it went. */
function report(change: Promise<unknown>, what: string, level: string) {
  change.then(
    () => toast.success(levelChanged(what, level)),
    (error: unknown) => toast.error(LEVEL_CHANGE_FAILED, error instanceof Error ? error.message : String(error)),
  );
}

function SubsystemRow({ node, name, subsystem }: { node: Node; name: string; subsystem: LoggerSubsystem }) {
  const canEdit = usePermitted([`loggers:editsubsystem:${name}`]);
  const mutation = useApiMutation(setSubsystem, ['systemInfo']);
  return (
    <tr>
      <td>
        <div>{subsystem.title}</div>
        <Muted>{subsystem.description}</Muted>
      </td>
      <td>
        <NativeSelect
          aria-label={`Log level of ${subsystem.title}`}
          options={LEVEL_OPTIONS}
          value={subsystem.level}
          disabled={!canEdit || mutation.isMutating}
          onChange={(level) => report(mutation.trigger(node.nodeId, name, level as LogLevelName), `${subsystem.title}`, level)}
        />
      </td>
    </tr>
  );
}

function LoggerRow({ name, logger, editable }: { name: string; logger: LoggerLevel; editable: boolean }) {
  const canEdit = usePermitted([`loggers:edit:${name}`]) && editable;
  const mutation = useApiMutation(setLogger, ['systemInfo']);
  const label = name === '' ? 'the root logger' : name;
  return (
    <tr>
      <td>{name === '' ? <em>Root logger</em> : <code>{name}</code>}</td>
      <td>
        <NativeSelect
          aria-label={`Log level of ${label}`}
          options={LEVEL_OPTIONS}
          value={logger.level}
          disabled={!canEdit || mutation.isMutating}
          onChange={(level) => report(mutation.trigger(name, level as LogLevelName), label, level)}
        />
      </td>
    </tr>
  );
}

/** Sets the level of a logger that is not configured yet (it then shows in the list). */
function AddLogger() {
  const [name, setName] = useState('');
  const [level, setLevel] = useState<LogLevelName>('debug');
  const mutation = useApiMutation(setLogger, ['systemInfo']);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    mutation.trigger(trimmed, level).then(
      () => {
        toast.success(levelChanged(trimmed, level));
        setName('');
      },
      (error: unknown) => toast.error(LEVEL_CHANGE_FAILED, error instanceof Error ? error.message : String(error)),
    );
  };
  return (
    <AddForm onSubmit={submit} aria-label="Set the level of another logger">
      <TextInput aria-label="Logger name" placeholder="org.graylog2.inputs" value={name} onChange={(e) => setName(e.target.value)} />
      <NativeSelect
        aria-label="Level of the new logger"
        options={LEVEL_OPTIONS}
        value={level}
        onChange={(v) => setLevel(v as LogLevelName)}
      />
      <Button type="submit" disabled={!name.trim()} loading={mutation.isMutating}>
        Set level
      </Button>
    </AddForm>
  );
}

interface NodeLoggingProps {
  node: Node;
  subsystems: Record<string, LoggerSubsystem> | null | undefined;
  loggers: Record<string, LoggerLevel> | null | undefined;
  /** Whether this node answers the API (single loggers are set on the node that answers). */
  isThisNode: boolean;
}

function NodeLogging({ node, subsystems, loggers, isThisNode }: NodeLoggingProps) {
  const canEditAny = usePermitted(['loggers:edit']);
  return (
    <Panel title={`Node ${node.shortNodeId} / ${node.hostname}`} headingLevel={2}>
      <h3>Subsystems</h3>
      {subsystems === null ? (
        <p role="alert">This node did not answer.</p>
      ) : !subsystems ? (
        <LoadingIndicator />
      ) : Object.keys(subsystems).length === 0 ? (
        <EmptyState kind="noItemsToDisplay" />
      ) : (
        <Table aria-label={`Logging subsystems of node ${node.shortNodeId}`}>
          <thead>
            <tr>
              <th scope="col">Subsystem</th>
              <th scope="col">Level</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(subsystems).map(([name, subsystem]) => (
              <SubsystemRow key={name} node={node} name={name} subsystem={subsystem} />
            ))}
          </tbody>
        </Table>
      )}
      <h3>Loggers</h3>
      {loggers === null ? (
        <p role="alert">This node did not answer.</p>
      ) : !loggers ? (
        <LoadingIndicator />
      ) : (
        <>
          <Table aria-label={`Loggers of node ${node.shortNodeId}`}>
            <thead>
              <tr>
                <th scope="col">Logger</th>
                <th scope="col">Level</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(loggers).map(([name, logger]) => (
                <LoggerRow key={name} name={name} logger={logger} editable={isThisNode} />
              ))}
            </tbody>
          </Table>
          {isThisNode && canEditAny && <AddLogger />}
        </>
      )}
    </Panel>
  );
}

function Logging() {
  usePageTitle('Logging');
  const nodes = useNodes();
  const subsystems = useLoggerSubsystems();
  const loggers = useLoggers();
  const system = useSystemOverview();
  const error = (!nodes.data && nodes.error) || (!subsystems.data && subsystems.error) || (!loggers.data && loggers.error);
  if (error) return <FetchErrorPage error={error} />;
  return (
    <>
      <PageHeader title="Logging" description={LOGGING_DESCRIPTION} />
      {!nodes.data ? (
        <LoadingIndicator />
      ) : (
        <Sections>
          {nodes.data.nodes.map((node) => (
            <NodeLogging
              key={node.nodeId}
              node={node}
              subsystems={subsystems.data ? (subsystems.data[node.nodeId] ?? null) : undefined}
              loggers={loggers.data ? (loggers.data[node.nodeId] ?? null) : undefined}
              isThisNode={system.data?.nodeId === node.nodeId}
            />
          ))}
        </Sections>
      )}
    </>
  );
}

/** System → Logging: each node's logging subsystems and loggers, their levels changed at run time (needs loggers:read). */
export function LoggingPage() {
  return usePermitted(['loggers:read']) ? <Logging /> : <MissingPermissionsPage />;
}

export default LoggingPage;
