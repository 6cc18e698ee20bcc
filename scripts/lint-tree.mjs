#!/usr/bin/env node
// Checks of the tree that no per-file linter sees, run by `npm run lint`:
// - no two entries of a folder whose names (or module names: the name without its last extension)
//   differ only in case: `import './typeahead'` and `import './Typeahead'` are one file on macOS and
//   Windows, and a clone there silently loses one of them;
// - every installed package supports the oldest Node.js the root package.json's `engines` admits.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** Pairs of paths in one folder that differ only in case, as names or as module names. */
export function caseCollisions(paths) {
  const entries = new Map(); // folder -> Set of entry names (files and sub-folders)
  for (const file of paths) {
    const parts = file.split('/');
    for (let i = 0; i < parts.length; i += 1) {
      const folder = parts.slice(0, i).join('/');
      if (!entries.has(folder)) entries.set(folder, new Set());
      entries.get(folder).add(parts[i]);
    }
  }
  const collisions = [];
  for (const [folder, names] of entries) {
    const seen = new Map(); // lower-cased name or module name -> first spelling
    for (const name of [...names].sort()) {
      const stem = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name;
      for (const key of new Set([name, stem])) {
        const other = seen.get(key.toLowerCase());
        if (other !== undefined && other.key !== key) {
          collisions.push([path.posix.join(folder, other.name), path.posix.join(folder, name)]);
          break;
        } else if (other === undefined) {
          seen.set(key.toLowerCase(), { key, name });
        }
      }
    }
  }
  return collisions;
}

/** Installed packages whose `engines.node` does not admit `minimum`. */
export function enginesBelow(nodeModules, minimum) {
  const semver = require('semver');
  const refused = [];
  const visit = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.name.startsWith('@')) {
        visit(full);
        continue;
      }
      const manifest = path.join(full, 'package.json');
      if (fs.existsSync(manifest)) {
        const { name, version, engines } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
        const range = engines?.node;
        if (typeof range === 'string' && semver.validRange(range) && !semver.satisfies(minimum, range))
          refused.push(`${name}@${version} needs Node.js ${range}`);
      }
      visit(path.join(full, 'node_modules'));
    }
  };
  visit(nodeModules);
  return refused;
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(root, file)));
  const problems = caseCollisions(files).map(([a, b]) => `${a} and ${b} differ only in case: rename one`);
  const { engines } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const minimum = require('semver').minVersion(engines.node).version;
  problems.push(...enginesBelow(path.join(root, 'node_modules'), minimum).map((p) => `${p}, but package.json's engines admit ${minimum}`));
  for (const problem of problems) console.error(`lint-tree: ${problem}`);
  if (problems.length > 0) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
