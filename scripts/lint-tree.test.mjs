import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { caseCollisions, enginesBelow } from './lint-tree.mjs';

test('a file and a module of the same folder that differ only in case collide', () => {
  assert.deepEqual(caseCollisions(['ui/Typeahead/Typeahead.tsx', 'ui/Typeahead/typeahead.ts']), [
    ['ui/Typeahead/Typeahead.tsx', 'ui/Typeahead/typeahead.ts'],
  ]);
  assert.deepEqual(caseCollisions(['a/README.md', 'a/readme.md']), [['a/README.md', 'a/readme.md']]);
  assert.deepEqual(caseCollisions(['src/FormField/index.ts', 'src/formField.ts']), [['src/FormField', 'src/formField.ts']]);
});

test('names that differ in more than case, or in other folders, do not collide', () => {
  assert.deepEqual(
    caseCollisions(['ui/Pagination/Pagination.tsx', 'ui/Pagination/pagination.test.ts', 'ui/Pagination/Pagination.mdx']),
    [],
  );
  assert.deepEqual(caseCollisions(['a/typeahead.ts', 'b/Typeahead.tsx']), []);
});

test('a package that needs a newer Node.js than the engines admit is named', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-tree-'));
  const write = (name, engines) => {
    fs.mkdirSync(path.join(dir, name), { recursive: true });
    fs.writeFileSync(
      path.join(dir, name, 'package.json'),
      JSON.stringify({ name: name.split('/node_modules/').pop(), version: '1.0.0', engines }),
    );
  };
  write('new-only', { node: '>=22' });
  write('@scope/fine', { node: '>=18' });
  write('no-engines', undefined);
  write('new-only/node_modules/nested', { node: '^22.0.0' });
  assert.deepEqual(enginesBelow(dir, '20.19.0').sort(), ['nested@1.0.0 needs Node.js ^22.0.0', 'new-only@1.0.0 needs Node.js >=22']);
  fs.rmSync(dir, { recursive: true, force: true });
});
