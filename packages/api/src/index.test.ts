import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as api from './index';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(packageDir, 'src/index.ts');

/** The package's compiler options (tsconfig.json), for a program over the public entry only. */
function program(): ts.Program {
  const configPath = path.join(packageDir, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, packageDir);
  return ts.createProgram([entry], {
    ...parsed.options,
    noEmit: true,
    composite: false,
    declaration: false,
    emitDeclarationOnly: false,
    incremental: false,
  });
}

const FORMAT =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType | ts.TypeFormatFlags.WriteArrowStyleSignature;

function oneLine(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `kind name: signature` for one export; types and interfaces as declared, values with their type. */
function describeExport(checker: ts.TypeChecker, exported: ts.Symbol): string {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const declaration = symbol.declarations?.[0];
  const name = exported.getName();
  if (!declaration) return `unknown ${name}`;
  if (ts.isInterfaceDeclaration(declaration)) {
    const members = declaration.members.map((m) => oneLine(m.getText())).join(' ');
    const heritage = declaration.heritageClauses?.map((h) => oneLine(h.getText())).join(' ');
    return `interface ${name}${declaration.typeParameters ? `<${declaration.typeParameters.map((p) => p.getText()).join(', ')}>` : ''}${heritage ? ` ${heritage}` : ''} { ${members} }`;
  }
  if (ts.isTypeAliasDeclaration(declaration)) {
    return `type ${name}${declaration.typeParameters ? `<${declaration.typeParameters.map((p) => p.getText()).join(', ')}>` : ''} = ${oneLine(declaration.type.getText())}`;
  }
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  if (ts.isClassDeclaration(declaration)) {
    const members = declaration.members
      .filter((m) => !(ts.getCombinedModifierFlags(m) & ts.ModifierFlags.Private) && !(m.name && ts.isPrivateIdentifier(m.name)))
      .map((m) => {
        const modifiers = ts.getCombinedModifierFlags(m);
        const prefix = `${modifiers & ts.ModifierFlags.Static ? 'static ' : ''}${modifiers & ts.ModifierFlags.Readonly ? 'readonly ' : ''}`;
        if (ts.isConstructorDeclaration(m) || ts.isMethodDeclaration(m)) {
          const signature = checker.getSignatureFromDeclaration(m);
          const text = signature ? checker.signatureToString(signature, m, FORMAT & ~ts.TypeFormatFlags.WriteArrowStyleSignature) : '';
          return `${prefix}${ts.isConstructorDeclaration(m) ? 'constructor' : m.name.getText()}${text}`;
        }
        const memberSymbol = m.name ? checker.getSymbolAtLocation(m.name) : undefined;
        return `${prefix}${m.name?.getText() ?? ''}: ${memberSymbol ? checker.typeToString(checker.getTypeOfSymbolAtLocation(memberSymbol, m), m, FORMAT) : '?'}`;
      })
      .join('; ');
    return `class ${name}${declaration.heritageClauses ? ` ${oneLine(declaration.heritageClauses.map((h) => h.getText()).join(' '))}` : ''} { ${members} }`;
  }
  const kind = ts.isFunctionDeclaration(declaration) ? 'function' : 'const';
  return `${kind} ${name}: ${checker.typeToString(type, declaration, FORMAT)}`;
}

describe('@sift/api public API', () => {
  it('exports exactly the listed names, so the surface changes only on purpose', () => {
    expect(Object.keys(api).sort()).toMatchSnapshot();
  });

  it('lists the kind and type signature of every export (types and interfaces included), so API changes show in review', async () => {
    const prog = program();
    const checker = prog.getTypeChecker();
    const source = prog.getSourceFile(entry);
    if (!source) throw new Error('no source file for the entry');
    const moduleSymbol = checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error('the entry is not a module');
    const lines = checker
      .getExportsOfModule(moduleSymbol)
      .sort((a, b) => (a.getName() < b.getName() ? -1 : a.getName() > b.getName() ? 1 : 0))
      .map((symbol) => describeExport(checker, symbol));
    // Every runtime export is described, and nothing else is exported at runtime.
    const described = new Set(checker.getExportsOfModule(moduleSymbol).map((s) => s.getName()));
    Object.keys(api).forEach((name) => expect(described.has(name), name).toBe(true));
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/public-api.txt');
  }, 60_000);
});
