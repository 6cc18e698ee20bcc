import { arr, arrOr, boolOr, num, obj, oneOf, optNum, optStr, str, strings, type JsonObject } from './decode';
import { decodeMessage, type Message } from './searchJob';

/** Pipelines (ADMIN-API.md §8). */
export const STAGE_MATCHES = ['ALL', 'EITHER', 'PASS'] as const;
export type StageMatch = (typeof STAGE_MATCHES)[number];
export type PipelineSourceWire = {
  id: string;
  title: string;
  description: string | null;
  source: string;
  created_at: string;
  modified_at: string;
  stages: Array<{ stage: number; match: StageMatch; rules: string[] }>;
  errors?: JsonObject[] | null;
};
export interface PipelineSource {
  id: string;
  title: string;
  description: string;
  source: string;
  createdAt: string | null;
  modifiedAt: string | null;
  stages: Array<{ stage: number; match: StageMatch; rules: string[] }>;
  errors: JsonObject[];
}

export function decodePipeline(value: unknown, field = 'pipeline'): PipelineSource {
  const source = obj(value, field);
  return {
    ...decodeProcessingSource(source, field),
    stages: arrOr(source['stages'], `${field}.stages`, (s, f) => {
      const stage = obj(s, f);
      return {
        stage: num(stage['stage'], `${f}.stage`),
        match: oneOf(STAGE_MATCHES, stage['match'], `${f}.match`),
        rules: strings(stage['rules'], `${f}.rules`),
      };
    }),
  };
}

export type RuleSourceWire = {
  id: string;
  title: string;
  description: string | null;
  source: string;
  created_at: string;
  modified_at: string;
  errors?: JsonObject[] | null;
};
export interface RuleSource {
  id: string;
  title: string;
  description: string;
  source: string;
  createdAt: string | null;
  modifiedAt: string | null;
  errors: JsonObject[];
}

/** What pipelines and rules have in common: their source text, dates and parse errors. */
function decodeProcessingSource(source: JsonObject, field: string): RuleSource {
  return {
    id: str(source['id'], `${field}.id`),
    title: str(source['title'], `${field}.title`),
    description: optStr(source['description'], `${field}.description`) ?? '',
    source: str(source['source'], `${field}.source`),
    createdAt: optStr(source['created_at'], `${field}.created_at`),
    modifiedAt: optStr(source['modified_at'], `${field}.modified_at`),
    errors: arrOr(source['errors'], `${field}.errors`, (e, f) => obj(e, f)),
  };
}

export function decodePipelineRule(value: unknown, field = 'rule'): RuleSource {
  return decodeProcessingSource(obj(value, field), field);
}

export type PipelineConnectionWire = { id: string; stream_id: string; pipeline_ids: string[] };
export interface PipelineConnection {
  id: string | null;
  streamId: string;
  pipelineIds: string[];
}

export function decodePipelineConnection(value: unknown, field = 'connection'): PipelineConnection {
  const source = obj(value, field);
  return {
    id: optStr(source['id'], `${field}.id`),
    streamId: str(source['stream_id'], `${field}.stream_id`),
    pipelineIds: strings(source['pipeline_ids'], `${field}.pipeline_ids`),
  };
}

/** One entry of Sift's `sift_stages` extension of the simulator's answer: the message after a stage that ran. */
export type SimulatedStageWire = {
  pipeline_id: string;
  pipeline_title: string;
  stage: number;
  match: StageMatch;
  rules: Array<{ id: string | null; title: string; matched: boolean; failed: boolean }>;
  stopped: boolean;
  dropped: boolean;
  message: JsonObject;
  added_fields: JsonObject;
  changed_fields: JsonObject;
  removed_fields: JsonObject;
};
export interface SimulatedStage {
  pipelineId: string;
  pipelineTitle: string;
  stage: number;
  match: StageMatch;
  /** Every rule of the stage; `matched`: its condition held, so its actions ran. A rule that does not exist has no id. */
  rules: Array<{ id: string | null; title: string; matched: boolean; failed: boolean }>;
  /** The pipeline stopped after this stage: its rules did not match as the stage asks. */
  stopped: boolean;
  /** A rule of this stage dropped the message. */
  dropped: boolean;
  /** The message's fields after the stage. */
  fields: JsonObject;
  addedFields: JsonObject;
  /** Each changed field's value before the stage. */
  changedFields: JsonObject;
  removedFields: JsonObject;
}

/** `POST /system/pipelines/simulate`; `sift_stages` is Sift's extension, which a real Graylog does not send. */
export type SimulationWire = {
  messages: JsonObject[];
  simulation_trace: Array<{ time: number; message: string }>;
  took_microseconds: number;
  sift_stages?: SimulatedStageWire[];
};
export interface Simulation {
  messages: Message[];
  trace: Array<{ time: number; message: string }>;
  tookMicroseconds: number;
  /** The message after each stage that ran, in order; null from a server without Sift's extension (a real Graylog). */
  stages: SimulatedStage[] | null;
}

function decodeSimulatedStage(value: unknown, field: string): SimulatedStage {
  const source = obj(value, field);
  return {
    pipelineId: str(source['pipeline_id'], `${field}.pipeline_id`),
    pipelineTitle: str(source['pipeline_title'], `${field}.pipeline_title`),
    stage: num(source['stage'], `${field}.stage`),
    match: oneOf(STAGE_MATCHES, source['match'], `${field}.match`),
    rules: arrOr(source['rules'], `${field}.rules`, (r, f) => {
      const rule = obj(r, f);
      return {
        id: optStr(rule['id'], `${f}.id`),
        title: str(rule['title'], `${f}.title`),
        matched: boolOr(rule['matched'], `${f}.matched`, false),
        failed: boolOr(rule['failed'], `${f}.failed`, false),
      };
    }),
    stopped: boolOr(source['stopped'], `${field}.stopped`, false),
    dropped: boolOr(source['dropped'], `${field}.dropped`, false),
    fields: obj(source['message'], `${field}.message`),
    addedFields: obj(source['added_fields'] ?? {}, `${field}.added_fields`),
    changedFields: obj(source['changed_fields'] ?? {}, `${field}.changed_fields`),
    removedFields: obj(source['removed_fields'] ?? {}, `${field}.removed_fields`),
  };
}

export function decodeSimulation(value: unknown, field = 'simulation'): Simulation {
  const source = obj(value, field);
  const stages = source['sift_stages'];
  return {
    messages: arrOr(source['messages'], `${field}.messages`, decodeMessage),
    trace: arrOr(source['simulation_trace'], `${field}.simulation_trace`, (t, f) => {
      const entry = obj(t, f);
      return { time: num(entry['time'], `${f}.time`), message: str(entry['message'], `${f}.message`) };
    }),
    tookMicroseconds: optNum(source['took_microseconds'], `${field}.took_microseconds`) ?? 0,
    stages: stages === undefined || stages === null ? null : arr(stages, `${field}.sift_stages`, decodeSimulatedStage),
  };
}

/** A parse error of a rule or pipeline source, at its line (from 1) and position in the line (from 0). */
export type RuleParseErrorWire = { type: string; line: number; position_in_line: number; reason: string };
export interface RuleParseError {
  type: string;
  line: number;
  positionInLine: number;
  reason: string;
}

export function decodeRuleParseError(value: unknown, field = 'error'): RuleParseError {
  const source = obj(value, field);
  return {
    type: optStr(source['type'], `${field}.type`) ?? 'syntax_error',
    line: optNum(source['line'], `${field}.line`) ?? 1,
    positionInLine: optNum(source['position_in_line'], `${field}.position_in_line`) ?? 0,
    reason: str(source['reason'], `${field}.reason`),
  };
}

/** A parameter of a rule function, as `GET /system/pipelines/rule/functions` describes it (Java class names as types). */
export interface PipelineFunctionParam {
  name: string;
  type: string;
  optional: boolean;
  description: string;
}
export interface PipelineFunction {
  name: string;
  pure: boolean;
  returnType: string;
  params: PipelineFunctionParam[];
  description: string;
}

/** `java.lang.String` → `String`: what a signature shows of a Java class name. */
export const simpleTypeName = (javaName: string): string => javaName.slice(javaName.lastIndexOf('.') + 1).replace(/\$/g, '.');

export function decodePipelineFunction(value: unknown, field = 'function'): PipelineFunction {
  const source = obj(value, field);
  return {
    name: str(source['name'], `${field}.name`),
    pure: source['pure'] === true,
    returnType: optStr(source['return_type'], `${field}.return_type`) ?? 'java.lang.Void',
    params: arrOr(source['params'], `${field}.params`, (p, f) => {
      const param = obj(p, f);
      return {
        name: str(param['name'], `${f}.name`),
        type: optStr(param['type'], `${f}.type`) ?? 'java.lang.Object',
        optional: param['optional'] === true,
        description: optStr(param['description'], `${f}.description`) ?? '',
      };
    }),
    description: optStr(source['description'], `${field}.description`) ?? '',
  };
}

/** `to_string(value: Object, [default: String]): String`: a function's signature as the rule editor shows it. */
export function functionSignature(fn: PipelineFunction): string {
  const params = fn.params.map((p) => (p.optional ? `[${p.name}: ${simpleTypeName(p.type)}]` : `${p.name}: ${simpleTypeName(p.type)}`));
  return `${fn.name}(${params.join(', ')}): ${simpleTypeName(fn.returnType)}`;
}

const PROCESSOR_AST = 'org.graylog.plugins.pipelineprocessor.ast';
/** Graylog's meters of the pipeline processor: how often a pipeline ran, a stage was entered, a rule was evaluated or failed. */
export const PIPELINE_METERS = {
  pipeline: (pipelineId: string) => `${PROCESSOR_AST}.Pipeline.${pipelineId}.executed`,
  stage: (pipelineId: string, stage: number) => `${PROCESSOR_AST}.Pipeline.${pipelineId}.stage.${stage}.executed`,
  ruleExecuted: (ruleId: string) => `${PROCESSOR_AST}.Rule.${ruleId}.executed`,
  ruleFailed: (ruleId: string) => `${PROCESSOR_AST}.Rule.${ruleId}.failed`,
} as const;
