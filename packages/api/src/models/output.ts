import { isObject, obj, optStr, str, type JsonObject } from './decode';

/** OutputSummary (ADMIN-API.md §4). */
export interface Output {
  id: string;
  title: string;
  /** Output class name, e.g. `org.graylog2.outputs.GelfOutput`. */
  type: string;
  creatorUserId: string | null;
  createdAt: string | null;
  configuration: JsonObject;
  contentPack: string | null;
}

export function decodeOutput(value: unknown, field = 'output'): Output {
  const source = obj(value, field);
  return {
    id: str(source['id'], `${field}.id`),
    title: str(source['title'], `${field}.title`),
    type: str(source['type'], `${field}.type`),
    creatorUserId: optStr(source['creator_user_id'], `${field}.creator_user_id`),
    createdAt: optStr(source['created_at'], `${field}.created_at`),
    configuration: isObject(source['configuration']) ? source['configuration'] : {},
    contentPack: optStr(source['content_pack'], `${field}.content_pack`),
  };
}

/** GrokPattern `{id, name, pattern, content_pack}` (ADMIN-API.md §3). */
export interface GrokPattern {
  id: string | null;
  name: string;
  pattern: string;
  contentPack: string | null;
}

export function decodeGrokPattern(value: unknown, field = 'grok_pattern'): GrokPattern {
  const source = obj(value, field);
  return {
    id: optStr(source['id'], `${field}.id`),
    name: str(source['name'], `${field}.name`),
    pattern: str(source['pattern'], `${field}.pattern`),
    contentPack: optStr(source['content_pack'], `${field}.content_pack`),
  };
}
