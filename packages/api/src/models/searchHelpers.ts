import { arrOr, isObject, obj, oneOf, optNum, optStr, record, str, strings, type JsonObject } from './decode';
import { decodeParameter, type Parameter } from './search';
import { VIEW_TYPES, type ViewType } from './view';

/** `POST /views/search/metadata`: used parameters per query and the declared parameters. */
export type SearchMetadataWire = {
  query_metadata: Record<string, { used_parameters_names: string[] }>;
  declared_parameters: Record<string, JsonObject>;
};
export interface SearchMetadata {
  queryMetadata: Record<string, { usedParameterNames: string[] }>;
  declaredParameters: Record<string, Parameter>;
}

export function decodeSearchMetadata(value: unknown, field = 'metadata'): SearchMetadata {
  const source = obj(value, field);
  return {
    queryMetadata: isObject(source['query_metadata'])
      ? record(source['query_metadata'], `${field}.query_metadata`, (q, f) => ({
          usedParameterNames: strings(obj(q, f)['used_parameters_names'], `${f}.used_parameters_names`),
        }))
      : {},
    declaredParameters: isObject(source['declared_parameters'])
      ? record(source['declared_parameters'], `${field}.declared_parameters`, decodeParameter)
      : {},
  };
}

/** A message decorator (`GET /search/decorators`): `{id, type, config, stream, order}`. */
export type DecoratorWire = { id: string; type: string; config: JsonObject; stream: string | null; order: number };
export interface Decorator {
  id: string;
  type: string;
  config: JsonObject;
  stream: string | null;
  order: number;
}

/** A kind of decorator the server offers (`GET /search/decorators/available`). */
export interface DecoratorType {
  type: string;
  name: string;
}

export function decodeDecorator(value: unknown, field = 'decorator'): Decorator {
  const source = obj(value, field);
  return {
    id: str(source['id'], `${field}.id`),
    type: str(source['type'], `${field}.type`),
    config: isObject(source['config']) ? source['config'] : {},
    stream: optStr(source['stream'], `${field}.stream`),
    order: optNum(source['order'], `${field}.order`) ?? 0,
  };
}

/** `POST /views/forValue`: views with their search parameters (ViewParameterSummaryDTO). */
export type ViewParameterSummaryWire = {
  id: string;
  type: ViewType;
  title: string;
  summary: string;
  description: string;
  parameters: JsonObject[];
};
export interface ViewParameterSummary {
  id: string;
  type: ViewType;
  title: string;
  summary: string;
  description: string;
  parameters: Parameter[];
}

export function decodeViewParameterSummary(value: unknown, field = 'view'): ViewParameterSummary {
  const source = obj(value, field);
  return {
    id: str(source['id'], `${field}.id`),
    type: oneOf(VIEW_TYPES, source['type'] ?? 'DASHBOARD', `${field}.type`),
    title: str(source['title'], `${field}.title`),
    summary: optStr(source['summary'], `${field}.summary`) ?? '',
    description: optStr(source['description'], `${field}.description`) ?? '',
    parameters: arrOr(source['parameters'], `${field}.parameters`, decodeParameter),
  };
}
