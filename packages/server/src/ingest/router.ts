import {
  DEFAULT_STREAM_ID,
  STREAM_RULE_TYPES,
  type StreamDefinition,
  type StreamRegistry,
  type StreamRuleDefinition,
} from '../streams/model.js';

/** What a rule can look at: a field's value by name, and the input the message came through. */
export interface RoutableMessage {
  field(name: string): unknown;
  inputId: string | undefined;
}

interface CompiledRule {
  rule: StreamRuleDefinition;
  regex: RegExp | null;
}

interface CompiledStream {
  stream: StreamDefinition;
  rules: CompiledRule[];
}

function compileRegex(value: string): RegExp | null {
  try {
    return new RegExp(value);
  } catch {
    return null;
  }
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Whether one rule matches, following Graylog's stream rule matchers (inversion included). */
export function ruleMatches(compiled: CompiledRule, message: RoutableMessage): boolean {
  const { rule } = compiled;
  const value = message.field(rule.field);
  const present = value !== undefined && value !== null && value !== '';
  let matched: boolean;
  switch (rule.type) {
    case STREAM_RULE_TYPES.ALWAYS_MATCH:
      return true;
    case STREAM_RULE_TYPES.MATCH_INPUT:
      matched = message.inputId === rule.value;
      break;
    case STREAM_RULE_TYPES.PRESENCE:
      matched = present;
      break;
    case STREAM_RULE_TYPES.EXACT:
      matched = present && String(value) === rule.value;
      break;
    case STREAM_RULE_TYPES.CONTAINS:
      matched = present && String(value).includes(rule.value);
      break;
    case STREAM_RULE_TYPES.REGEX:
      matched = present && compiled.regex !== null && compiled.regex.test(String(value));
      break;
    case STREAM_RULE_TYPES.GREATER:
    case STREAM_RULE_TYPES.SMALLER: {
      const actual = asNumber(value);
      const limit = asNumber(rule.value);
      if (actual === null || limit === null) return false;
      matched = rule.type === STREAM_RULE_TYPES.GREATER ? actual > limit : actual < limit;
      break;
    }
    default:
      return false;
  }
  return rule.inverted ? !matched : matched;
}

/**
 * Routes messages into streams at ingest. Rules are compiled once and recompiled whenever the
 * registry reports a change, so edits reach ingest at once.
 */
export class StreamRouter {
  private compiled: CompiledStream[] = [];
  private readonly unsubscribe: () => void;

  constructor(private readonly registry: StreamRegistry) {
    this.compile();
    this.unsubscribe = registry.subscribe(() => this.compile());
  }

  private compile(): void {
    this.compiled = this.registry
      .list()
      .filter((s) => s.id !== DEFAULT_STREAM_ID)
      .map((stream) => ({
        stream,
        rules: stream.rules.map((rule) => ({ rule, regex: rule.type === STREAM_RULE_TYPES.REGEX ? compileRegex(rule.value) : null })),
      }));
  }

  /** The ids of the streams the message belongs to, the default stream first unless removed. */
  route(message: RoutableMessage): string[] {
    const matched: string[] = [];
    let removeFromDefault = false;
    for (const { stream, rules } of this.compiled) {
      if (stream.disabled || rules.length === 0) continue;
      const hit = stream.matchingType === 'OR' ? rules.some((r) => ruleMatches(r, message)) : rules.every((r) => ruleMatches(r, message));
      if (!hit) continue;
      matched.push(stream.id);
      if (stream.removeMatchesFromDefaultStream) removeFromDefault = true;
    }
    return removeFromDefault ? matched : [DEFAULT_STREAM_ID, ...matched];
  }

  close(): void {
    this.unsubscribe();
  }
}
