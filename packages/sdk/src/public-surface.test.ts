// @vitest-environment node
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The public entries' surface, read through the TypeScript checker (README "What is in it"):
 * every name an app may import has a doc comment, and every SDK type a public declaration names
 * can be imported too, so that an app can write the type of what it passes or keeps.
 */
const SRC = fileURLToPath(new URL('./', import.meta.url));
/** The entries an app imports, by their path in `exports`, and their source module. */
const PUBLIC_ENTRIES = {
  '@portico/sdk': 'index.ts',
  '@portico/sdk/messaging': 'messaging/index.ts',
  '@portico/sdk/hub': 'hub.ts',
  '@portico/sdk/stomp-frames': 'stomp-frames.ts',
} as const;
/** Portico's own entries: the server, the console and the elements read them. */
const OWN_ENTRIES = {
  '@portico/sdk/contract': 'contract/index.ts',
  '@portico/sdk/internal': 'internal.ts',
} as const;
type Entry = keyof typeof PUBLIC_ENTRIES | keyof typeof OWN_ENTRIES;
const FILES: Record<Entry, string> = { ...PUBLIC_ENTRIES, ...OWN_ENTRIES };

const program = ts.createProgram(
  Object.values(FILES).map((file) => SRC + file),
  {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  },
);
const checker = program.getTypeChecker();

const resolved = (symbol: ts.Symbol): ts.Symbol =>
  symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

function exportsOf(entry: Entry): ts.Symbol[] {
  const file = program.getSourceFile(SRC + FILES[entry])!;
  return checker.getExportsOfModule(checker.getSymbolAtLocation(file)!);
}

/** The node a doc comment of `declaration` sits on (a `const` has it on its statement). */
function documented(declaration: ts.Declaration): boolean {
  const holder = ts.isVariableDeclaration(declaration)
    ? declaration.parent.parent
    : ts.isBindingElement(declaration)
      ? declaration.parent.parent.parent.parent
      : declaration;
  return ts
    .getJSDocCommentsAndTags(holder)
    .some((doc) => ts.isJSDoc(doc) && (doc.comment ?? doc.tags?.length ?? '') !== '');
}

function undocumented(entry: Entry): string[] {
  return exportsOf(entry)
    .filter((symbol) => !(resolved(symbol).declarations ?? []).some(documented))
    .map((symbol) => symbol.name)
    .sort();
}

const inSdk = (symbol: ts.Symbol) =>
  (symbol.declarations ?? []).some((d) => d.getSourceFile().fileName.startsWith(SRC));
const NAMED =
  ts.SymbolFlags.Interface |
  ts.SymbolFlags.Class |
  ts.SymbolFlags.TypeAlias |
  ts.SymbolFlags.Enum |
  ts.SymbolFlags.Variable |
  ts.SymbolFlags.Function;

/** The SDK's own named types (and values named by `typeof`) a type is made of, a few levels deep. */
function symbolsOfType(type: ts.Type, found: Set<ts.Symbol>, depth = 0): void {
  if (depth > 3) return;
  for (const symbol of [type.aliasSymbol, type.getSymbol()]) {
    if (symbol && symbol.flags & NAMED && inSdk(symbol) && !symbol.name.startsWith('__')) {
      found.add(symbol);
      return;
    }
  }
  for (const arg of type.aliasTypeArguments ?? []) symbolsOfType(arg, found, depth + 1);
  if (type.isUnionOrIntersection()) {
    for (const part of type.types) symbolsOfType(part, found, depth + 1);
  }
  for (const signature of type.getCallSignatures()) {
    for (const parameter of signature.getParameters()) {
      symbolsOfType(checker.getTypeOfSymbol(parameter), found, depth + 1);
    }
    symbolsOfType(signature.getReturnType(), found, depth + 1);
  }
}

const isPrivate = (node: ts.Node) =>
  (ts.canHaveModifiers(node) &&
    ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword)) ||
  ((ts.isPropertyDeclaration(node) || ts.isMethodDeclaration(node)) &&
    ts.isPrivateIdentifier(node.name));

/** The SDK symbols a public declaration names in its types (never in a function's body). */
function referencedBy(declaration: ts.Declaration): Set<ts.Symbol> {
  const found = new Set<ts.Symbol>();
  const add = (name: ts.Node) => {
    const symbol = checker.getSymbolAtLocation(name);
    if (!symbol) return;
    const target = resolved(symbol);
    if (target.flags & ts.SymbolFlags.TypeParameter || !inSdk(target)) return;
    found.add(target);
  };
  const inferred = (node: ts.Node) => symbolsOfType(checker.getTypeAtLocation(node), found);
  const visit = (node: ts.Node): void => {
    if (isPrivate(node)) return;
    if (ts.isTypeReferenceNode(node)) add(node.typeName);
    else if (ts.isExpressionWithTypeArguments(node)) add(node.expression);
    else if (ts.isTypeQueryNode(node)) add(node.exprName);
    if (ts.isFunctionLike(node)) {
      // The signature, not the body; an unannotated return is read from its inferred type.
      node.typeParameters?.forEach(visit);
      node.parameters.forEach(visit);
      if (node.type) visit(node.type);
      else if (!ts.isConstructorDeclaration(node)) {
        const signature = checker.getSignatureFromDeclaration(node);
        if (signature) symbolsOfType(signature.getReturnType(), found);
      }
      return;
    }
    if (
      (ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node) || ts.isParameter(node)) &&
      !node.type
    ) {
      if (ts.isVariableDeclaration(node)) inferred(node.name);
      else if (node.initializer) inferred(node.initializer);
      return;
    }
    if (ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node)) {
      if (node.type) visit(node.type);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(declaration);
  return found;
}

/**
 * Names a public type is computed from, which an app never writes: `MessageKey` is the union of
 * the catalogue's keys, read from the catalogue's areas.
 */
const COMPUTED_FROM = new Set(['MessageKey → Area', 'MessageKey → AreaKeys']);

/** The SDK types and values a public entry's declarations name that no public entry exports. */
function unexportedReferences(entry: keyof typeof PUBLIC_ENTRIES): string[] {
  const importable = new Set(
    [exportsOf(entry), exportsOf('@portico/sdk')].flat().map((symbol) => resolved(symbol)),
  );
  const missing = new Set<string>();
  for (const symbol of exportsOf(entry)) {
    for (const declaration of resolved(symbol).declarations ?? []) {
      for (const referenced of referencedBy(declaration)) {
        const reference = `${symbol.name} → ${referenced.name}`;
        if (!importable.has(referenced) && !COMPUTED_FROM.has(reference)) missing.add(reference);
      }
    }
  }
  return [...missing].sort();
}

describe('every public name is documented (TSDoc)', () => {
  it.each(Object.keys(PUBLIC_ENTRIES) as (keyof typeof PUBLIC_ENTRIES)[])(
    '%s: every export has a doc comment',
    (entry) => {
      expect(undocumented(entry)).toEqual([]);
    },
  );
});

/**
 * Portico's own entries (the calls' schemas, what the console, elements and server share) are
 * documented name by name as they are touched: the count of names without a doc comment may only
 * fall. Lower the figure when you document some.
 */
const UNDOCUMENTED_AT_MOST: Record<keyof typeof OWN_ENTRIES, number> = {
  '@portico/sdk/contract': 291,
  '@portico/sdk/internal': 57,
};

describe("Portico's own entries are documented more, never less", () => {
  it.each(Object.keys(OWN_ENTRIES) as (keyof typeof OWN_ENTRIES)[])(
    '%s: no new undocumented export',
    (entry) => {
      const missing = undocumented(entry);
      expect(missing.length).toBeLessThanOrEqual(UNDOCUMENTED_AT_MOST[entry]);
    },
  );
});

describe('every type a public signature names can be imported', () => {
  it.each(Object.keys(PUBLIC_ENTRIES) as (keyof typeof PUBLIC_ENTRIES)[])(
    '%s: what its declarations name is exported by it or by @portico/sdk',
    (entry) => {
      expect(unexportedReferences(entry)).toEqual([]);
    },
  );
});
