import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** Every JSON fixture copied from Graylog 5.1.13 (see fixtures/INDEX.md). */
export function fixtureNames(): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

export function loadFixture(name: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as unknown;
}

type Leaf = { path: string; value: unknown };

function leaves(value: unknown, at: string, out: Leaf[]): Leaf[] {
  if (Array.isArray(value)) {
    value.forEach((entry, index) => leaves(entry, `${at}[${index}]`, out));
  } else if (value && typeof value === 'object') {
    Object.entries(value).forEach(([key, entry]) => leaves(entry, at ? `${at}.${key}` : key, out));
  } else {
    out.push({ path: at, value });
  }
  return out;
}

function valueAt(value: unknown, at: string): unknown {
  const steps = at.match(/[^.[\]]+/g) ?? [];
  return steps.reduce<unknown>(
    (current, step) => (current && typeof current === 'object' ? (current as Record<string, unknown>)[step] : undefined),
    value,
  );
}

/**
 * Paths of `original`'s leaves whose value does not come back unchanged in `written`, except those
 * matching `legacy` (older shapes that are written in the 5.1 form on purpose). A null leaf may
 * come back null or absent; a number leaf may come back as the equal number.
 */
export function lostLeaves(original: unknown, written: unknown, legacy: RegExp[] = []): string[] {
  return leaves(original, '', [])
    .filter(({ path: at }) => !legacy.some((pattern) => pattern.test(at)))
    .filter(({ path: at, value }) => {
      const back = valueAt(written, at);
      if (value === null) return back !== null && back !== undefined;
      return back !== value;
    })
    .map(({ path: at, value }) => `${at}: ${JSON.stringify(value)} → ${JSON.stringify(valueAt(written, at))}`);
}
