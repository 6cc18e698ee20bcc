import { arrOr, isObject, obj, str, type JsonObject } from './decode';

/** The methods the API browser lists; Graylog-style clients use these five. */
export const API_OPERATION_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
export type ApiOperationMethod = (typeof API_OPERATION_METHODS)[number];

/** A path or query parameter of an operation. */
export interface ApiOperationParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  /** The JSON schema type when it names one (`string`, `integer`, ...), else `string`. */
  type: string;
  description: string;
}

/** One operation of the server's OpenAPI document. */
export interface ApiOperation {
  /** `operationId`, unique in the document. */
  id: string;
  method: ApiOperationMethod;
  /** The OpenAPI path template under the API base, e.g. `/system/inputs/{id}`. */
  path: string;
  summary: string;
  description: string;
  /** The group it is listed under (its first tag). */
  tag: string;
  parameters: ApiOperationParameter[];
  /** The JSON schema of the request body, when the route declares one. */
  requestBodySchema: JsonObject | null;
}

/** The server's OpenAPI document, read as the API browser shows it. */
export interface ApiDocument {
  title: string;
  version: string;
  description: string;
  /** Tag names, sorted. */
  tags: string[];
  /** Operations in document order (by path, then method). */
  operations: ApiOperation[];
}

const lowerMethods = API_OPERATION_METHODS.map((m) => m.toLowerCase());

function parameter(value: unknown, field: string): ApiOperationParameter | null {
  const source = obj(value, field);
  const where = source['in'];
  if (where !== 'path' && where !== 'query') return null;
  const schema = isObject(source['schema']) ? source['schema'] : {};
  return {
    name: str(source['name'], `${field}.name`),
    in: where,
    required: source['required'] === true,
    type: typeof schema['type'] === 'string' ? schema['type'] : 'string',
    description: typeof source['description'] === 'string' ? source['description'] : '',
  };
}

function requestBodySchema(value: unknown): JsonObject | null {
  if (!isObject(value) || !isObject(value['content'])) return null;
  const json = value['content']['application/json'];
  return isObject(json) && isObject(json['schema']) ? json['schema'] : null;
}

/** Reads an OpenAPI 3 document; operations of methods the browser does not list are left out. */
export function decodeApiDocument(value: unknown): ApiDocument {
  const doc = obj(value, 'openapi');
  const info = isObject(doc['info']) ? doc['info'] : {};
  const paths = obj(doc['paths'] ?? {}, 'openapi.paths');
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    const ops = obj(item, `openapi.paths.${path}`);
    for (const [method, raw] of Object.entries(ops)) {
      const index = lowerMethods.indexOf(method);
      if (index < 0) continue;
      const field = `openapi.paths.${path}.${method}`;
      const op = obj(raw, field);
      const tags = arrOr(op['tags'], `${field}.tags`, (t, f) => str(t, f));
      const upper = API_OPERATION_METHODS[index]!;
      operations.push({
        id: typeof op['operationId'] === 'string' ? op['operationId'] : `${method} ${path}`,
        method: upper,
        path,
        summary: typeof op['summary'] === 'string' ? op['summary'] : `${upper} ${path}`,
        description: typeof op['description'] === 'string' ? op['description'] : '',
        tag: tags[0] ?? 'default',
        parameters: arrOr(op['parameters'], `${field}.parameters`, parameter).filter((p): p is ApiOperationParameter => p !== null),
        requestBodySchema: requestBodySchema(op['requestBody']),
      });
    }
  }
  return {
    title: typeof info['title'] === 'string' ? info['title'] : 'API',
    version: typeof info['version'] === 'string' ? info['version'] : '',
    description: typeof info['description'] === 'string' ? info['description'] : '',
    tags: [...new Set(operations.map((o) => o.tag))].sort(),
    operations,
  };
}

/** What a call tried from the API browser answered. */
export interface ApiTryResult {
  method: ApiOperationMethod;
  /** The URL called, with the API base. */
  url: string;
  /** 0 when the server could not be reached. */
  status: number;
  statusText: string;
  /** The parsed JSON body, the text of any other body, or null when empty. */
  body: unknown;
  durationMs: number;
}

/** A path template filled with its parameters, each value URL-encoded as one segment. */
export function fillPath(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? ''));
}
