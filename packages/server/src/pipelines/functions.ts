import { CONVERSION } from './functions/conversion.js';
import { DATES } from './functions/dates.js';
import { OTHER } from './functions/encoding.js';
import { LOOKUP } from './functions/lookup.js';
import { MESSAGE } from './functions/messages.js';
import { REGEX_AND_JSON } from './functions/regex-json.js';
import type { FunctionSpec } from './functions/spec.js';
import { STRINGS } from './functions/strings.js';
import { THREAT_INTEL } from './functions/threatintel.js';
import { TYPE_CHECKS } from './functions/type-checks.js';

export type { Args, EvalContext, FunctionEnv, FunctionSpec, ParamSpec } from './functions/spec.js';

/** Every function rules may call, by name. */
export const FUNCTIONS: ReadonlyMap<string, FunctionSpec> = new Map(
  [...CONVERSION, ...TYPE_CHECKS, ...MESSAGE, ...STRINGS, ...REGEX_AND_JSON, ...DATES, ...OTHER, ...LOOKUP, ...THREAT_INTEL].map((f) => [
    f.name,
    f,
  ]),
);

const JAVA_CLASSES: Record<string, string> = {
  Object: 'java.lang.Object',
  String: 'java.lang.String',
  Long: 'java.lang.Long',
  Double: 'java.lang.Double',
  Number: 'java.lang.Number',
  Boolean: 'java.lang.Boolean',
  Map: 'java.util.Map',
  List: 'java.util.List',
  Message: 'org.graylog2.plugin.Message',
  DateTime: 'org.joda.time.DateTime',
  Period: 'org.joda.time.Period',
  Duration: 'org.joda.time.Duration',
  Void: 'java.lang.Void',
  IpAddress: 'org.graylog.plugins.pipelineprocessor.functions.ips.IpAddress',
  JsonNode: 'com.fasterxml.jackson.databind.JsonNode',
};

/** `GET /system/pipelines/rule/functions`: Graylog's FunctionDescriptor shape, sorted by name. */
export function functionDescriptors(): Array<Record<string, unknown>> {
  return [...FUNCTIONS.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((f) => ({
      name: f.name,
      pure: false,
      return_type: JAVA_CLASSES[f.returnType] ?? 'java.lang.Object',
      params: f.params.map((param) => ({
        type: JAVA_CLASSES[param.type] ?? 'java.lang.Object',
        transformed_type: JAVA_CLASSES[param.transformedType ?? param.type] ?? 'java.lang.Object',
        name: param.name,
        optional: param.optional ?? false,
        description: param.description,
      })),
      description: f.description,
    }));
}
