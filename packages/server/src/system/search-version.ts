import type { FastifyPluginAsync } from 'fastify';
import { requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';

/**
 * The search backend this server presents itself as: the message store answers OpenSearch 2's query
 * semantics (query_string syntax, `index.max_result_window`, date math), so it reports as OpenSearch 2.
 */
export const SEARCH_BACKEND = { distribution: 'OPENSEARCH', printName: 'OpenSearch', version: [2, 4, 1] as const };
export const SEARCH_BACKEND_VERSION = `${SEARCH_BACKEND.printName}:${SEARCH_BACKEND.version.join('.')}`;

type Version = readonly [number, number, number];
type Comparator = (v: Version) => boolean;

const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** A partial version: `2`, `2.4`, `2.x`, `2.4.*`; missing or wildcard parts are null. */
function partial(text: string): [number | null, number | null, number | null] | null {
  const m = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:[-+][0-9A-Za-z.-]+)?$/.exec(text);
  if (!m) return null;
  const part = (s: string | undefined) => (s === undefined || /^[xX*]$/.test(s) ? null : Number(s));
  const parts: [number | null, number | null, number | null] = [part(m[1]), part(m[2]), part(m[3])];
  // After a wildcard every later part is a wildcard (`2.x.5` means `2.x`).
  if (parts[0] === null) return [null, null, null];
  if (parts[1] === null) return [parts[0], null, null];
  return parts;
}

const floor = (p: [number | null, number | null, number | null]): Version => [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0];
/** The first version above the range a partial version covers (`2.4` → `2.5.0`). */
function ceiling(p: [number | null, number | null, number | null]): Version | null {
  if (p[0] === null) return null;
  if (p[1] === null) return [p[0] + 1, 0, 0];
  if (p[2] === null) return [p[0], p[1] + 1, 0];
  return null;
}

function comparator(token: string): Comparator | null {
  const m = /^(>=|<=|>|<|=|\^|~>?|!=?)?\s*(.+)$/.exec(token);
  if (!m) return null;
  const op = m[1] ?? '';
  const p = partial(m[2]!);
  if (!p) return null;
  const lo = floor(p);
  const hi = ceiling(p);
  switch (op) {
    case '>':
      return hi ? (v) => compare(v, hi) >= 0 : (v) => compare(v, lo) > 0;
    case '>=':
      return (v) => compare(v, lo) >= 0;
    case '<':
      return (v) => compare(v, lo) < 0;
    case '<=':
      return hi ? (v) => compare(v, hi) < 0 : (v) => compare(v, lo) <= 0;
    case '^': {
      // Up to the next change of the leftmost non-zero part.
      const top: Version =
        lo[0] > 0 || p[1] === null ? [lo[0] + 1, 0, 0] : lo[1] > 0 || p[2] === null ? [0, lo[1] + 1, 0] : [0, 0, lo[2] + 1];
      return (v) => compare(v, lo) >= 0 && compare(v, top) < 0;
    }
    case '~':
    case '~>': {
      const top: Version = p[1] === null ? [lo[0] + 1, 0, 0] : [lo[0], lo[1] + 1, 0];
      return (v) => compare(v, lo) >= 0 && compare(v, top) < 0;
    }
    case '!':
    case '!=':
      return hi ? (v) => compare(v, lo) < 0 || compare(v, hi) >= 0 : (v) => compare(v, lo) !== 0;
    default:
      return hi ? (v) => compare(v, lo) >= 0 && compare(v, hi) < 0 : (v) => compare(v, lo) === 0;
  }
}

/**
 * Parses a SemVer range expression: alternatives joined by `|` or `||`, each a list of comparators
 * joined by `&`, `&&` or spaces (`>=2.0.0 & <3`, `^2.1`, `~1.2`, `2.x`, `1.0 - 2.0`, `!1.5.0`).
 * Returns null when the expression is not one.
 */
export function parseRange(expression: string): ((v: Version) => boolean) | null {
  const alternatives = expression.split(/\|\|?/).map((a) => a.trim());
  const sets: Comparator[][] = [];
  for (const alternative of alternatives) {
    if (alternative === '') return null;
    const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(alternative);
    const tokens = hyphen
      ? [`>=${hyphen[1]!}`, `<=${hyphen[2]!}`]
      : alternative
          .replace(/(>=|<=|>|<|=|\^|~>?|!=?)\s+/g, '$1')
          .split(/\s*&&?\s*|\s+/)
          .filter((t) => t !== '');
    if (tokens.length === 0) return null;
    const set: Comparator[] = [];
    for (const token of tokens) {
      const c = comparator(token);
      if (!c) return null;
      set.push(c);
    }
    sets.push(set);
  }
  return (v) => sets.some((set) => set.every((c) => c(v)));
}

const DISTRIBUTIONS = ['OPENSEARCH', 'ELASTICSEARCH'];

/**
 * `GET /system/searchVersion/satisfiesVersion/{distribution}?version=<range>` (Graylog's `SearchVersionResource`).
 * An unknown distribution or a malformed range is a 400 here (Graylog answers 500 for both).
 */
export const searchVersionRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { distribution: string }; Querystring: { version?: string } }>(
    '/system/searchVersion/satisfiesVersion/:distribution',
    async (request) => {
      requireSubject(request);
      const { distribution } = request.params;
      const version = request.query.version === undefined || request.query.version === '' ? '>0' : request.query.version;
      const required = distribution.toUpperCase();
      if (!DISTRIBUTIONS.includes(required))
        throw new ApiError(400, `Unsupported distribution ${distribution}. Valid values are [opensearch, elasticsearch].`);
      const range = version.length <= 200 ? parseRange(version) : null;
      if (!range) throw new ApiError(400, `Unable to create a search version range for SemVer expression ${version}`);
      const satisfied = required === SEARCH_BACKEND.distribution && range(SEARCH_BACKEND.version);
      return {
        satisfied,
        errorMessage: satisfied
          ? ''
          : `Current search version ${SEARCH_BACKEND_VERSION} does not satisfy required version ${required} ${version}`,
      };
    },
  );
};
