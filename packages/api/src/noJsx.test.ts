import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * "The package has no JSX": no .tsx/.jsx file under src, no JSX syntax in any source, and no import of a
 * renderer (react-dom) or the JSX runtime. Hooks may import `react` and `swr` (ApiProvider uses createElement).
 */

const srcDir = path.dirname(fileURLToPath(import.meta.url));
const FORBIDDEN_MODULES = [/^react-dom(\/|$)/, /^react\/jsx(-dev)?-runtime$/, /^@sift\/(ui|charts|console)(\/|$)/, /^styled-components$/];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__snapshots__' ? [] : sourceFiles(full);
    return /\.(m|c)?[jt]sx?$/.test(entry.name) ? [full] : [];
  });
}

/** Problems of one file's text: JSX nodes (confirmed by a TS parse that fails) and forbidden imports. */
export function jsxProblems(fileName: string, text: string): string[] {
  const problems: string[] = [];
  if (/\.[jt]sx$/.test(fileName)) problems.push('is a .tsx/.jsx file');
  const asTsx = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const jsx: string[] = [];
  const imports: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) {
      jsx.push(`line ${asTsx.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
      return;
    }
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      imports.push(node.moduleSpecifier.text);
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      imports.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(asTsx);
  if (jsx.length) {
    // `<T>(x) => …` is a generic arrow in .ts but JSX in .tsx: count JSX only when the file is not valid TypeScript without it.
    const plain = ts.transpileModule(text, { fileName: fileName.replace(/x$/, ''), reportDiagnostics: true, compilerOptions: {} });
    if (/\.[jt]sx$/.test(fileName) || (plain.diagnostics ?? []).length > 0) problems.push(`contains JSX at ${jsx.join(', ')}`);
  }
  imports.filter((name) => FORBIDDEN_MODULES.some((pattern) => pattern.test(name))).forEach((name) => problems.push(`imports ${name}`));
  return problems;
}

describe('@sift/api has no JSX', () => {
  it('finds JSX, .tsx files and react-dom imports (the check itself works)', () => {
    expect(jsxProblems('a.ts', 'const x = <div className="a">hi</div>;')).toEqual([expect.stringMatching(/^contains JSX at line 1/)]);
    expect(jsxProblems('a.ts', 'const x = <></>;')).toHaveLength(1);
    expect(jsxProblems('b.tsx', 'export const y = 1;')).toEqual(['is a .tsx/.jsx file']);
    expect(jsxProblems('c.ts', "import { createRoot } from 'react-dom/client';")).toEqual(['imports react-dom/client']);
    expect(jsxProblems('d.ts', "import { jsx } from 'react/jsx-runtime';")).toEqual(['imports react/jsx-runtime']);
    // Allowed: generic arrows, react and swr for hooks, createElement.
    expect(
      jsxProblems(
        'e.ts',
        "import { createElement } from 'react';\nimport useSWR from 'swr';\nexport const id = <T>(value: T): T => value;\nexport const el = createElement('div');",
      ),
    ).toEqual([]);
  });

  it('holds for every file under packages/api/src', () => {
    const files = sourceFiles(srcDir);
    expect(files.length).toBeGreaterThan(20);
    const problems = files.flatMap((file) =>
      jsxProblems(file, fs.readFileSync(file, 'utf8')).map((problem) => `${path.relative(srcDir, file)} ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
