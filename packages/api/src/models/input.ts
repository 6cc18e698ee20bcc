import { arrOr, bool, isObject, obj, oneOf, optStr, str, type JsonObject } from './decode';

/** InputSummary of `GET /system/inputs` (API.md §9). */
export interface InputWire {
  id: string;
  title: string;
  global: boolean;
  name: string;
  content_pack: string | null;
  created_at: string;
  type: string;
  creator_user_id: string;
  attributes: JsonObject;
  static_fields: Record<string, string>;
  node: string | null;
}

export interface Input {
  id: string;
  title: string;
  global: boolean;
  /** Display name of the input type. */
  name: string;
  contentPack: string | null;
  createdAt: string;
  /** Class name, e.g. `org.graylog2.inputs.syslog.udp.SyslogUDPInput`. */
  type: string;
  creatorUserId: string;
  /** Configuration; secrets arrive masked. */
  attributes: JsonObject;
  staticFields: Record<string, string>;
  /** Node id, or null for a global input. */
  node: string | null;
}

export function decodeInput(value: unknown, field = 'input'): Input {
  const source = obj(value, field);
  const staticFields = isObject(source['static_fields']) ? source['static_fields'] : {};
  return {
    id: str(source['id'], `${field}.id`),
    title: str(source['title'], `${field}.title`),
    global: bool(source['global'], `${field}.global`),
    name: str(source['name'], `${field}.name`),
    contentPack: optStr(source['content_pack'], `${field}.content_pack`),
    createdAt: str(source['created_at'], `${field}.created_at`),
    type: str(source['type'], `${field}.type`),
    creatorUserId: str(source['creator_user_id'], `${field}.creator_user_id`),
    attributes: isObject(source['attributes']) ? source['attributes'] : {},
    staticFields: Object.fromEntries(Object.entries(staticFields).map(([k, v]) => [k, str(v, `${field}.static_fields.${k}`)])),
    node: optStr(source['node'], `${field}.node`),
  };
}

export function encodeInput(input: Input): InputWire {
  return {
    id: input.id,
    title: input.title,
    global: input.global,
    name: input.name,
    content_pack: input.contentPack,
    created_at: input.createdAt,
    type: input.type,
    creator_user_id: input.creatorUserId,
    attributes: input.attributes,
    static_fields: input.staticFields,
    node: input.node,
  };
}

export const INPUT_STATES = [
  'CREATED',
  'INITIALIZED',
  'INVALID_CONFIGURATION',
  'STARTING',
  'RUNNING',
  'FAILED',
  'STOPPING',
  'STOPPED',
  'TERMINATED',
  'FAILING',
] as const;
export type InputStateType = (typeof INPUT_STATES)[number];

export interface InputState {
  id: string;
  state: InputStateType;
  startedAt: string | null;
  detailedMessage: string | null;
  input: Input;
}

/** `GET /cluster/inputstates`: node id → states (null for an unreachable node). */
export function decodeClusterInputStates(value: unknown, field = 'inputstates'): Record<string, InputState[] | null> {
  const source = obj(value, field);
  return Object.fromEntries(
    Object.entries(source).map(([nodeId, states]) => [
      nodeId,
      states === null
        ? null
        : arrOr(states, `${field}.${nodeId}`, (s, f) => {
            const state = obj(s, f);
            return {
              id: str(state['id'], `${f}.id`),
              state: oneOf(INPUT_STATES, state['state'], `${f}.state`),
              startedAt: optStr(state['started_at'], `${f}.started_at`),
              detailedMessage: optStr(state['detailed_message'], `${f}.detailed_message`),
              input: decodeInput(state['message_input'], `${f}.message_input`),
            };
          }),
    ]),
  );
}
