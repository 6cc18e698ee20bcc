import type { ApiClient } from '../client/ApiClient';
import { OtherAdminApi } from '../calls/admin';
import { InputsApi } from '../calls/streamsInputs';
import { SearchApi } from '../calls/views';
import type { Extractor } from '../models/extractor';
import type { Input } from '../models/input';
import type { RuleSource } from '../models/pipelines';
import type { Decorator } from '../models/searchHelpers';
import { useApiRead } from './useApiRead';

/*
 * Beyond Graylog: which extractors, pipeline rules and decorators use a lookup table, so that a table is
 * not changed or deleted blind. Graylog keeps no such index; it is worked out from the three lists.
 */

export interface LookupTableUsage {
  /** Extractors of type lookup_table, and extractors with a lookup_table converter, naming the table. */
  extractors: Array<{ inputId: string; inputTitle: string; extractorId: string; title: string; as: 'extractor' | 'converter' }>;
  /** Rules whose source calls a lookup function on the table. */
  rules: Array<{ id: string; title: string }>;
  /** Lookup decorators of search results that use the table. */
  decorators: Array<{ id: string; stream: string | null }>;
  /** The lists that could not be read (e.g. for lack of permission), by what they hold. */
  unreadable: Array<{ what: 'extractors' | 'pipeline rules' | 'decorators'; reason: string }>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a rule's source calls `lookup*("<name>", …)`, positionally or as `lookup_table: "<name>"`. */
export function ruleUsesTable(source: string, name: string): boolean {
  const quoted = `(?:"${escapeRegExp(name)}"|'${escapeRegExp(name)}')`;
  return new RegExp(`\\blookup\\w*\\s*\\(\\s*(?:lookup_table\\s*:\\s*)?${quoted}`).test(source);
}

/** What of the given lists uses the table `name`. */
export function lookupTableUsage(
  name: string,
  lists: {
    extractors: Array<{ input: Input; extractors: Extractor[] }> | Error;
    rules: RuleSource[] | Error;
    decorators: Decorator[] | Error;
  },
): LookupTableUsage {
  const usage: LookupTableUsage = { extractors: [], rules: [], decorators: [], unreadable: [] };
  if (lists.extractors instanceof Error) usage.unreadable.push({ what: 'extractors', reason: lists.extractors.message });
  else
    for (const { input, extractors } of lists.extractors)
      for (const extractor of extractors) {
        const base = { inputId: input.id, inputTitle: input.title, extractorId: extractor.id, title: extractor.title };
        if (extractor.type === 'lookup_table' && extractor.config['lookup_table_name'] === name)
          usage.extractors.push({ ...base, as: 'extractor' });
        else if (extractor.converters.some((c) => c.type === 'lookup_table' && c.config['lookup_table_name'] === name))
          usage.extractors.push({ ...base, as: 'converter' });
      }
  if (lists.rules instanceof Error) usage.unreadable.push({ what: 'pipeline rules', reason: lists.rules.message });
  else usage.rules = lists.rules.filter((rule) => ruleUsesTable(rule.source, name)).map((rule) => ({ id: rule.id, title: rule.title }));
  if (lists.decorators instanceof Error) usage.unreadable.push({ what: 'decorators', reason: lists.decorators.message });
  else
    usage.decorators = lists.decorators
      .filter((decorator) => decorator.config['lookup_table_name'] === name)
      .map((decorator) => ({ id: decorator.id, stream: decorator.stream }));
  return usage;
}

const settle = <T>(promise: Promise<T>): Promise<T | Error> =>
  promise.catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));

async function readUsage(client: ApiClient, name: string): Promise<LookupTableUsage> {
  const extractors = settle(
    InputsApi.list(client).then((inputs) =>
      Promise.all(inputs.map(async (input) => ({ input, extractors: await InputsApi.extractors(client, input.id) }))),
    ),
  );
  const [extractorLists, rules, decorators] = await Promise.all([
    extractors,
    settle(OtherAdminApi.pipelineRules(client)),
    settle(SearchApi.decorators(client)),
  ]);
  return lookupTableUsage(name, { extractors: extractorLists, rules, decorators });
}

/** Which extractors, pipeline rules and decorators use the lookup table `name` (revalidated with the lookup reads). */
export const useLookupTableUsage = (name: string | null) =>
  useApiRead(name ? ['lookupTables', 'usage', name] : null, (c) => readUsage(c, name ?? ''));
