import type { ApiClient } from '../client/ApiClient';
import { decodeAlarmCallbacks, decodeStreamTestMatch, type AlarmCallback, type StreamTestMatch } from '../models/adminEntities';
import { decodeIdResponse, decodeInputTypeInfo, decodeInputTypeInfos, type InputTypeInfo } from '../models/configuration';
import { arrOr, obj, required, str } from '../models/decode';
import { decodeExtractor, type Extractor, type ExtractorRequestWire } from '../models/extractor';
import { decodeClusterInputStates, decodeInput, type Input, type InputState } from '../models/input';
import { decodePage, pageParams, type Page, type PageQuery } from '../models/paging';
import {
  decodeStream,
  decodeStreamRule,
  decodeStreamRuleType,
  type Stream,
  type StreamRule,
  type StreamRuleTypeId,
  type StreamRuleTypeWire,
} from '../models/stream';
import { call, getArray, getObject, segment } from './helpers';

/** InputCreateRequest (ADMIN-API.md §1.4): `configuration` must use JSON types matching the type's fields. */
export type InputRequestWire = {
  title: string;
  type: string;
  global: boolean;
  configuration: Record<string, unknown>;
  node: string | null;
};

/** Inputs, extractors (3-administration.md §7; ADMIN-API.md §1, §2). */
export const InputsApi = {
  list: async (client: ApiClient): Promise<Input[]> =>
    arrOr((await getObject(client, '/system/inputs', 'inputs'))['inputs'], 'inputs.inputs', decodeInput),
  get: async (client: ApiClient, id: string): Promise<Input> =>
    decodeInput(await getObject(client, `/system/inputs/${segment(id)}`, 'input')),
  /** `POST /system/inputs` (201): the new input's id. */
  create: async (client: ApiClient, input: InputRequestWire): Promise<string> =>
    str(obj(required(await client.post('/system/inputs', input), 'input'), 'input')['id'], 'input.id'),
  /** `PUT /system/inputs/{id}`: the input's id (`{id}`). */
  update: async (client: ApiClient, id: string, input: InputRequestWire): Promise<string> =>
    decodeIdResponse(required(await client.put(`/system/inputs/${segment(id)}`, input), 'input'), 'input'),
  remove: (client: ApiClient, id: string) => call(client, 'DELETE', `/system/inputs/${segment(id)}`),
  addStaticField: (client: ApiClient, id: string, key: string, value: string) =>
    call(client, 'POST', `/system/inputs/${segment(id)}/staticfields`, { key, value }),
  removeStaticField: (client: ApiClient, id: string, key: string) =>
    call(client, 'DELETE', `/system/inputs/${segment(id)}/staticfields/${segment(key)}`),
  states: async (client: ApiClient): Promise<Record<string, InputState[] | null>> =>
    decodeClusterInputStates(await getObject(client, '/cluster/inputstates', 'inputstates')),
  start: (client: ApiClient, id: string) => call(client, 'PUT', `/cluster/inputstates/${segment(id)}`),
  stop: (client: ApiClient, id: string) => call(client, 'DELETE', `/cluster/inputstates/${segment(id)}`),
  types: async (client: ApiClient): Promise<Record<string, string>> => {
    const types = obj((await getObject(client, '/system/inputs/types', 'input_types'))['types'], 'input_types.types');
    return Object.fromEntries(Object.entries(types).map(([type, name]) => [type, str(name, `input_types.types.${type}`)]));
  },
  allTypes: async (client: ApiClient): Promise<Record<string, InputTypeInfo>> =>
    decodeInputTypeInfos(await getObject(client, '/system/inputs/types/all', 'input_types')),
  type: async (client: ApiClient, type: string): Promise<InputTypeInfo> =>
    decodeInputTypeInfo(await getObject(client, `/system/inputs/types/${segment(type)}`, 'input_type')),
  extractors: async (client: ApiClient, inputId: string): Promise<Extractor[]> =>
    arrOr(
      (await getObject(client, `/system/inputs/${segment(inputId)}/extractors`, 'extractors'))['extractors'],
      'extractors.extractors',
      decodeExtractor,
    ),
  extractor: async (client: ApiClient, inputId: string, extractorId: string): Promise<Extractor> =>
    decodeExtractor(await getObject(client, `/system/inputs/${segment(inputId)}/extractors/${segment(extractorId)}`, 'extractor')),
  /** Creates an extractor; returns its id. */
  createExtractor: async (client: ApiClient, inputId: string, extractor: ExtractorRequestWire): Promise<string> =>
    str(
      obj(required(await client.post(`/system/inputs/${segment(inputId)}/extractors`, extractor), 'extractor'), 'extractor')[
        'extractor_id'
      ],
      'extractor.extractor_id',
    ),
  updateExtractor: async (client: ApiClient, inputId: string, extractorId: string, extractor: ExtractorRequestWire): Promise<Extractor> =>
    decodeExtractor(
      required(await client.put(`/system/inputs/${segment(inputId)}/extractors/${segment(extractorId)}`, extractor), 'extractor'),
    ),
  removeExtractor: (client: ApiClient, inputId: string, extractorId: string) =>
    call(client, 'DELETE', `/system/inputs/${segment(inputId)}/extractors/${segment(extractorId)}`),
  orderExtractors: (client: ApiClient, inputId: string, order: Record<number, string>) =>
    call(client, 'POST', `/system/inputs/${segment(inputId)}/extractors/order`, { order }),
};

export interface StreamRequest {
  title: string;
  description: string | null;
  matching_type: 'AND' | 'OR';
  index_set_id: string;
  remove_matches_from_default_stream: boolean;
  rules?: Array<{ type: StreamRuleTypeId; value: string; field: string; inverted: boolean; description: string }>;
}

export interface StreamRuleRequest {
  type: StreamRuleTypeId;
  value: string;
  field: string;
  inverted: boolean;
  description: string;
}

/** Streams (API.md §8). */
export const StreamsApi = {
  list: async (client: ApiClient): Promise<Stream[]> =>
    arrOr((await getObject(client, '/streams', 'streams'))['streams'], 'streams.streams', (s, f) => decodeStream(s, f)),
  enabled: async (client: ApiClient): Promise<Stream[]> =>
    arrOr((await getObject(client, '/streams/enabled', 'streams'))['streams'], 'streams.streams', (s, f) => decodeStream(s, f)),
  paginated: async (client: ApiClient, query: PageQuery & { filters?: string } = {}): Promise<Page<Stream>> =>
    decodePage(
      await getObject(client, '/streams/paginated', 'streams', { ...pageParams(query), filters: query.filters }),
      'elements',
      (s, f) => decodeStream(s, f),
    ),
  get: async (client: ApiClient, id: string): Promise<Stream> => decodeStream(await getObject(client, `/streams/${segment(id)}`, 'stream')),
  /** `POST /streams`: the new stream's id. */
  create: async (client: ApiClient, stream: StreamRequest): Promise<string> =>
    str(obj(required(await client.post('/streams', stream), 'stream'), 'stream')['stream_id'], 'stream.stream_id'),
  update: async (client: ApiClient, id: string, stream: Partial<StreamRequest>): Promise<Stream> =>
    decodeStream(required(await client.put(`/streams/${segment(id)}`, stream), 'stream')),
  remove: (client: ApiClient, id: string) => call(client, 'DELETE', `/streams/${segment(id)}`),
  pause: (client: ApiClient, id: string) => call(client, 'POST', `/streams/${segment(id)}/pause`),
  resume: (client: ApiClient, id: string) => call(client, 'POST', `/streams/${segment(id)}/resume`),
  clone: async (client: ApiClient, id: string, stream: StreamRequest): Promise<string> =>
    str(obj(required(await client.post(`/streams/${segment(id)}/clone`, stream), 'stream'), 'stream')['stream_id'], 'stream.stream_id'),
  addOutputs: (client: ApiClient, id: string, outputs: string[]) => call(client, 'POST', `/streams/${segment(id)}/outputs`, { outputs }),
  removeOutput: (client: ApiClient, id: string, outputId: string) =>
    call(client, 'DELETE', `/streams/${segment(id)}/outputs/${segment(outputId)}`),
  testMatch: async (client: ApiClient, id: string, message: Record<string, unknown>): Promise<StreamTestMatch> =>
    decodeStreamTestMatch(required(await client.post(`/streams/${segment(id)}/testMatch`, { message }), 'test_match')),
  rules: async (client: ApiClient, id: string): Promise<StreamRule[]> =>
    arrOr((await getObject(client, `/streams/${segment(id)}/rules`, 'rules'))['stream_rules'], 'rules.stream_rules', decodeStreamRule),
  ruleTypes: async (client: ApiClient, id: string): Promise<StreamRuleTypeWire[]> =>
    (await getArray(client, `/streams/${segment(id)}/rules/types`, 'rule_types')).map((t, i) =>
      decodeStreamRuleType(t, `rule_types[${i}]`),
    ),
  createRule: async (client: ApiClient, id: string, rule: StreamRuleRequest): Promise<string> =>
    str(obj(required(await client.post(`/streams/${segment(id)}/rules`, rule), 'rule'), 'rule')['streamrule_id'], 'rule.streamrule_id'),
  /** `PUT /streams/{id}/rules/{ruleId}`: the rule id (`{streamrule_id}`), or null for an empty answer. */
  updateRule: async (client: ApiClient, id: string, ruleId: string, rule: StreamRuleRequest): Promise<string | null> => {
    const body = await client.put(`/streams/${segment(id)}/rules/${segment(ruleId)}`, rule);
    return body === null ? null : decodeIdResponse(body, 'rule', 'streamrule_id');
  },
  removeRule: (client: ApiClient, id: string, ruleId: string) => call(client, 'DELETE', `/streams/${segment(id)}/rules/${segment(ruleId)}`),
  alarmCallbacks: async (client: ApiClient, id: string): Promise<AlarmCallback[]> =>
    decodeAlarmCallbacks(await getObject(client, `/streams/${segment(id)}/alarmcallbacks`, 'alarmcallbacks')),
};
