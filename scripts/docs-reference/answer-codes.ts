import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as contract from '../../packages/sdk/src/contract/index';
import type { CallDecl } from '../../packages/sdk/src/contract/index';
import { ResultCode, ServerCode } from '../../packages/sdk/src/contract/result-codes';
import { UcCode } from '../../packages/sdk/src/contract/uc-codes';
import { routeKeyOf } from '../../packages/server/src/openapi/call-docs';

/**
 * The result codes each declared call can answer, read from the server's code: the codes its
 * handler names (`UcCode.X`, `ServerCode.X`, `ResultCode.X`), directly or in any server
 * function it reaches, plus what the mounting adds by the declaration: the session check of a
 * call that is not public, the administrator's scope of an administration call, the hub-session
 * check of a credentials call, the rate limit of a throttled call, and for every call the bad
 * input (40001) and the unreachable database (50300) of the error handler. It over-approximates
 * (a code compared with, not thrown, counts too): a reference may list a code a call never gives
 * in practice, never omit one it gives.
 */

const SERVER_SRC = fileURLToPath(new URL('../../packages/server/src/', import.meta.url));
const TABLES: Record<string, Record<string, number>> = { ResultCode, ServerCode, UcCode };

/** What the error handler answers to any call: bad input, and the database out of reach. */
const EVERY_CALL = [ServerCode.INVALID_INPUT, ServerCode.UNAVAILABLE];

function serverProgram(): ts.Program {
  const configPath = join(SERVER_SRC, '..', 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  return ts.createProgram({
    // The server's code only; what it imports comes in as needed.
    rootNames: config.fileNames.filter((name) => !name.endsWith('.test.ts')),
    // Only the server's own files are read: the codes are named there, and libraries add nothing.
    options: {
      ...config.options,
      noEmit: true,
      composite: false,
      incremental: false,
      noResolve: true,
      types: [],
    },
  });
}

const isServerSource = (file: ts.SourceFile) =>
  file.fileName.startsWith(SERVER_SRC) &&
  !file.fileName.endsWith('.test.ts') &&
  !file.fileName.includes('/src/test/');

class CodeReader {
  private readonly memo = new Map<ts.Node, Set<number>>();

  constructor(private readonly checker: ts.TypeChecker) {}

  /** The codes a function (or any node) names, with those of the server functions it reaches. */
  codesOf(node: ts.Node): Set<number> {
    const known = this.memo.get(node);
    if (known) return known;
    const codes = new Set<number>();
    // Set before the walk: a recursive function reaches itself and stops there.
    this.memo.set(node, codes);
    const visit = (child: ts.Node): void => {
      if (ts.isPropertyAccessExpression(child) && ts.isIdentifier(child.expression)) {
        const value = TABLES[child.expression.text]?.[child.name.text];
        if (value !== undefined) codes.add(value);
      }
      if (ts.isIdentifier(child)) {
        for (const body of this.functionsNamedBy(child)) {
          for (const code of this.codesOf(body)) codes.add(code);
        }
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
    return codes;
  }

  /** The server functions an identifier refers to (a call, or a function handed on). */
  private functionsNamedBy(identifier: ts.Identifier): ts.Node[] {
    let symbol = this.checker.getSymbolAtLocation(identifier);
    if (!symbol) return [];
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    const found: ts.Node[] = [];
    for (const declaration of symbol.declarations ?? []) {
      if (!isServerSource(declaration.getSourceFile())) continue;
      if (
        ts.isFunctionDeclaration(declaration) ||
        ts.isMethodDeclaration(declaration) ||
        ts.isClassDeclaration(declaration)
      ) {
        found.push(declaration);
      } else if (
        (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)) &&
        declaration.initializer &&
        (ts.isArrowFunction(declaration.initializer) ||
          ts.isFunctionExpression(declaration.initializer) ||
          ts.isCallExpression(declaration.initializer))
      ) {
        found.push(declaration.initializer);
      }
    }
    return found;
  }
}

/** The declared call objects of the contract (`SSO_CALLS`…), by their exported names. */
const callGroups = contract as unknown as Record<string, Record<string, CallDecl> | undefined>;

/** `mountCalls(app, db, GROUP, { name: handler })` and `mountCall(app, db, GROUP.name, handler)`. */
function mountedHandlers(program: ts.Program): { call: CallDecl; handler: ts.Node }[] {
  const found: { call: CallDecl; handler: ts.Node }[] = [];
  for (const file of program.getSourceFiles()) {
    if (!isServerSource(file) || file.fileName.endsWith('/http/mount-call.ts')) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const [, , target, handlers] = node.arguments;
        if (node.expression.text === 'mountCalls' && target && handlers) {
          const object = ts.isObjectLiteralExpression(handlers) ? handlers : null;
          const names = object?.properties.map((p) => p.name?.getText(file) ?? '') ?? [];
          // A group by its name, or a part of one (`const { available, ...answered } = GROUP`).
          const group =
            callGroups[target.getText(file)] ??
            Object.values(callGroups).find(
              (candidate) =>
                typeof candidate === 'object' &&
                candidate !== null &&
                names.every((name) => typeof candidate[name]?.path === 'string'),
            );
          if (!group || !object) throw new Error(`${file.fileName}: ${node.getText(file)}`);
          for (const property of object.properties) {
            const name = property.name?.getText(file) ?? '';
            const call = group[name];
            if (call) found.push({ call, handler: property });
          }
        }
        if (node.expression.text === 'mountCall' && target && handlers) {
          const [groupName, name] = target.getText(file).split('.');
          const call = callGroups[groupName ?? '']?.[name ?? ''];
          if (!call) throw new Error(`${file.fileName}: ${node.getText(file)}`);
          found.push({ call, handler: handlers });
        }
      }
      // `app.get(CALL.path, handler)`: a call mounted by hand from its declaration.
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ['get', 'post', 'put', 'delete'].includes(node.expression.name.text)
      ) {
        const [path, handler] = node.arguments;
        if (path && handler && ts.isPropertyAccessExpression(path) && path.name.text === 'path') {
          const call = declarationNamed(file, path.expression);
          if (call) found.push({ call, handler });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

/** `GROUP.name`, or `name` taken from a group by `const { name } = GROUP` in the same file. */
function declarationNamed(file: ts.SourceFile, expression: ts.Expression): CallDecl | undefined {
  if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression)) {
    return callGroups[expression.expression.text]?.[expression.name.text];
  }
  if (!ts.isIdentifier(expression)) return undefined;
  let call: CallDecl | undefined;
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      ts.isIdentifier(node.initializer) &&
      node.name.elements.some((element) => element.name.getText(file) === expression.text)
    ) {
      call = callGroups[node.initializer.text]?.[expression.text] ?? call;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return call;
}

/** The routes the rate limits throttle (`METHOD /path`), read from the limits' own table. */
function throttledRoutes(program: ts.Program): Set<string> {
  const file = program.getSourceFile(join(SERVER_SRC, 'http', 'rate-limits.ts'));
  const routes = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === 'THROTTLED' &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const property of node.initializer.properties) {
        if (property.name && ts.isStringLiteral(property.name)) routes.add(property.name.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  if (file) visit(file);
  if (routes.size === 0) throw new Error('rate-limits.ts: no THROTTLED table found');
  return routes;
}

/** The function a name refers to in a server file, for the checks the mounting makes. */
function functionIn(program: ts.Program, path: string, name: string): ts.Node {
  const file = program.getSourceFile(join(SERVER_SRC, path));
  const declaration = file?.statements.find(
    (statement) => ts.isFunctionDeclaration(statement) && statement.name?.text === name,
  );
  if (!declaration) throw new Error(`${path}: no function ${name}`);
  return declaration;
}

/** `METHOD /base/path` → the result codes the call can answer (0 aside), sorted. */
export function answerCodesByRoute(): Map<string, number[]> {
  const program = serverProgram();
  const reader = new CodeReader(program.getTypeChecker());
  const session = reader.codesOf(
    functionIn(program, 'http/require-session.ts', 'createRequireSession'),
  );
  const scope = reader.codesOf(functionIn(program, 'http/admin-kit.ts', 'scopeOf'));
  const hubOnly = reader.codesOf(
    functionIn(program, 'modules/session/app-scope.ts', 'requireHubSession'),
  );
  const throttled = throttledRoutes(program);
  const byRoute = new Map<string, number[]>();
  for (const { call, handler } of mountedHandlers(program)) {
    const codes = new Set<number>([...EVERY_CALL, ...reader.codesOf(handler)]);
    if (call.family !== 'public') for (const code of session) codes.add(code);
    if (contract.isAdminFamily(call.family)) for (const code of scope) codes.add(code);
    if (call.credentials) for (const code of hubOnly) codes.add(code);
    const key = routeKeyOf(call);
    if (throttled.has(key)) codes.add(ServerCode.TOO_MANY_REQUESTS);
    codes.delete(ResultCode.OK);
    const previous = byRoute.get(key) ?? [];
    byRoute.set(
      key,
      [...new Set([...previous, ...codes])].sort((a, b) => a - b),
    );
  }
  return byRoute;
}
