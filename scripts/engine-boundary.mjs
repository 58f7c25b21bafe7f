/**
 * The engine boundary (docs/ARCHITECTURE.md), the part dependency-cruiser
 * cannot see because it is about code rather than imports. Run by
 * `pnpm boundaries` after the import rules:
 *
 * - `engine-reads-no-http`: the engine (packages/commerce/src, tests and their
 *   helpers aside) names no cookie, CSRF token, `Headers`, `Request` or
 *   incoming header: the storefront reads the request and hands the engine
 *   plain values. `openapi/` is exempt: it is the description of the
 *   storefront's HTTP API (its cookie and CSRF schemes are part of it).
 * - `engine-env-in-one-place`: only `commerce.env.ts` reads `process.env`;
 *   every other engine module takes its configuration from `CommerceOptions`.
 * - `app-has-no-engine-db`: an app's product code never reaches the engine's
 *   query layer (`commerce.db`, `connectDatabase`, `runMigrations`); tests
 *   that must look at rows use `@vitrine/commerce/testing`.
 * - `engine-entry-takes-no-db`: the engine's public entry
 *   (`packages/commerce/src/index.ts`) exports nothing that takes the
 *   database: no function or class with a parameter typed as the engine's
 *   `Db` (or a part of it), a Kysely query builder or an object holding one.
 *   Such constructors (`createOrders(db)` ...) stay inside the engine, behind
 *   the services of `createCommerce`; tests reach them through
 *   `@vitrine/commerce/testing`. This rule asks the type checker, so it sees
 *   through `export *`, renames and type aliases.
 *
 * The first net is the type system (`Commerce` has no `db`); this one catches
 * what slips past it (`as never`, a second connection, a header name).
 *
 * Usage: node scripts/engine-boundary.mjs [root]. Prints one line per
 * violation (`rule: file:line: what`) and exits 1 when there is any.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));

/** Tests and what only tests load (kits, fixtures, fake servers). */
const TEST_FILE =
  /(\.test\.tsx?|\.test-helpers\.ts|\.testing\.ts|\.testkit\.ts|\.fixtures\.ts|\.fake-server\.ts|\.stories\.tsx)$|\/(test|e2e)\//;
/** The incoming request headers only a storefront reads. */
const REQUEST_HEADER =
  /^(cookie|set-cookie|accept-language|forwarded|x-forwarded-[a-z-]+|x-real-ip|x-csrf-token|cf-[a-z-]+|x-vercel-[a-z-]+|cloudfront-[a-z-]+|x-appengine-[a-z-]+|x-country-code|x-region-code)$/i;
/** Identifiers of HTTP handling. */
const HTTP_IDENTIFIER = /cookie|csrf/i;
const HTTP_TYPE = /^(Headers|Request|IncomingMessage|ServerResponse|IncomingHttpHeaders)$/;
const APP_DB_IDENTIFIER = /^(connectDatabase|runMigrations|openCommerceWithDb)$/;
/** The engine's public entry, its compiler settings, and where its database handle `Db` is declared. */
const ENGINE_ENTRY = 'packages/commerce/src/index.ts';
const ENGINE_TSCONFIG = 'packages/commerce/tsconfig.json';
const ENGINE_DB_TYPES = 'packages/commerce/src/db/db.types.ts';
/** Types that are a database handle by name: the engine's `Db`, Kysely's query builder, the engine tests' `SchemaDb`. */
const DB_TYPE_NAMES = new Set(['Db', 'Kysely', 'SchemaDb']);

function sourceFiles(folder) {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'build', 'dist', '.react-router'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every identifier, string and `process.env` of a file, with its line (comments are not looked at). */
function tokensOf(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found = [];
  const line = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node))
      found.push({ kind: 'identifier', text: node.text, line: line(node), node });
    else if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      found.push({ kind: 'string', text: node.text, line: line(node), node });
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      node.expression.getText(source) === 'process' &&
      node.name.text === 'env'
    ) {
      found.push({ kind: 'env', text: 'process.env', line: line(node), node });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const relative = (file) => path.relative(root, file).split(path.sep).join('/');

/**
 * What the engine's public entry exports that takes the database, as `{ line, name, from, parameter }`:
 * every exported value (through `export *` and `export * as`) whose call or construct signatures have a
 * parameter that is a database handle, and every function of an exported object literal that does.
 */
function entryExportsTakingTheDb() {
  const entry = path.join(root, ENGINE_ENTRY);
  if (!existsSync(entry)) return [];
  const tsconfig = path.join(root, ENGINE_TSCONFIG);
  const parsed = existsSync(tsconfig)
    ? ts.getParsedCommandLineOfConfigFile(tsconfig, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })
    : undefined;
  const program = ts.createProgram([entry], { ...parsed?.options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const dbFile = program.getSourceFile(path.join(root, ENGINE_DB_TYPES));
  const dbSymbol = dbFile && checker.getSymbolAtLocation(dbFile)?.exports?.get('Db');
  const dbType = dbSymbol && checker.getDeclaredTypeOfSymbol(dbSymbol);
  const dbDeclarations = new Set(dbSymbol?.declarations ?? []);

  /** Whether `type` is a database handle: `Db` or what fits it, a part of `Db` (a `Pick`), Kysely, or (`deep`) an object with one. */
  const isDatabase = (type, deep) => {
    if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Never)) return false;
    if (type.isUnionOrIntersection()) return type.types.some((part) => isDatabase(part, deep));
    if ([type.aliasSymbol, type.getSymbol()].some((symbol) => symbol && DB_TYPE_NAMES.has(symbol.name))) return true;
    if (!(type.flags & ts.TypeFlags.Object)) return false;
    if (dbType && checker.isTypeAssignableTo(type, dbType)) return true;
    const properties = checker.getPropertiesOfType(type);
    if (properties.some((p) => p.declarations?.some((d) => dbDeclarations.has(d.parent)))) return true;
    return deep && properties.some((p) => isDatabase(checker.getTypeOfSymbol(p), false));
  };
  /** The first parameter of `type`'s signatures that is a database handle. */
  const databaseParameter = (type) => {
    for (const signature of [...type.getCallSignatures(), ...type.getConstructSignatures()]) {
      const found = signature.parameters.find((p) => isDatabase(checker.getTypeOfSymbol(p), true));
      if (found) return found.name;
    }
    return undefined;
  };

  const found = [];
  const seenModules = new Set();
  const check = (symbol, name, line) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const from = target.declarations?.[0] ? relative(target.declarations[0].getSourceFile().fileName) : '?';
    if (target.declarations?.some(ts.isSourceFile)) {
      // `export * as name`: the module's members are exported too.
      if (seenModules.has(target)) return;
      seenModules.add(target);
      for (const member of checker.getExportsOfModule(target)) check(member, `${name}.${member.name}`, line);
      return;
    }
    // What another package declares (the shared contract) cannot take the engine's database.
    if (!(target.flags & ts.SymbolFlags.Value) || !from.startsWith('packages/commerce/')) return;
    const type = checker.getTypeOfSymbol(target);
    let parameter = databaseParameter(type);
    if (!parameter && (type.getSymbol()?.flags ?? 0) & ts.SymbolFlags.ObjectLiteral) {
      for (const member of checker.getPropertiesOfType(type)) {
        const inner = databaseParameter(checker.getTypeOfSymbol(member));
        if (inner) {
          parameter = `${inner} (of ${member.name})`;
          break;
        }
      }
    }
    if (parameter) found.push({ line, name, from, parameter });
  };
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          if (element.isTypeOnly) continue;
          const symbol = checker.getSymbolAtLocation(element.name);
          if (symbol) check(symbol, element.name.text, lineOf(element));
        }
        continue;
      }
      const module = statement.moduleSpecifier && checker.getSymbolAtLocation(statement.moduleSpecifier);
      if (!module) continue;
      if (clause && ts.isNamespaceExport(clause)) check(module, clause.name.text, lineOf(statement));
      else for (const symbol of checker.getExportsOfModule(module)) check(symbol, symbol.name, lineOf(statement));
    } else if (ts.isExportAssignment(statement)) {
      const symbol = checker.getSymbolAtLocation(statement.expression);
      if (symbol) check(symbol, 'default', lineOf(statement));
    } else if (
      ts.canHaveModifiers(statement) &&
      statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      const names = ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.map((d) => d.name)
        : [statement.name];
      for (const node of names) {
        const symbol = node && checker.getSymbolAtLocation(node);
        if (symbol) check(symbol, symbol.name, lineOf(statement));
      }
    }
  }
  return found;
}

/** The violations under `root`, as `{ rule, file, line, what }`. */
export function engineBoundaryViolations() {
  const violations = [];
  const engine = path.join(root, 'packages/commerce/src');
  for (const file of sourceFiles(engine)) {
    const name = relative(file);
    if (TEST_FILE.test(name)) continue;
    const inOpenApi = name.startsWith('packages/commerce/src/openapi/');
    for (const token of tokensOf(file)) {
      if (token.kind === 'env' && name !== 'packages/commerce/src/commerce.env.ts') {
        violations.push({
          rule: 'engine-env-in-one-place',
          file: name,
          line: token.line,
          what: 'reads process.env (configure it in commerce.env.ts)',
        });
      }
      if (inOpenApi) continue;
      if (token.kind === 'identifier' && (HTTP_IDENTIFIER.test(token.text) || HTTP_TYPE.test(token.text))) {
        violations.push({ rule: 'engine-reads-no-http', file: name, line: token.line, what: `names ${token.text}` });
      }
      if (token.kind === 'string' && REQUEST_HEADER.test(token.text.trim())) {
        violations.push({
          rule: 'engine-reads-no-http',
          file: name,
          line: token.line,
          what: `reads the request header '${token.text}'`,
        });
      }
    }
  }
  for (const app of readdirSync(path.join(root, 'apps'))) {
    for (const file of sourceFiles(path.join(root, 'apps', app))) {
      const name = relative(file);
      if (TEST_FILE.test(name)) continue;
      for (const token of tokensOf(file)) {
        if (token.kind !== 'identifier') continue;
        const parent = token.node.parent;
        const isDbMember =
          token.text === 'db' &&
          parent &&
          ts.isPropertyAccessExpression(parent) &&
          parent.name === token.node &&
          /commerce/i.test(parent.expression.getText());
        if (isDbMember || APP_DB_IDENTIFIER.test(token.text)) {
          violations.push({
            rule: 'app-has-no-engine-db',
            file: name,
            line: token.line,
            what: `uses ${isDbMember ? parent.getText() : token.text}`,
          });
        }
      }
    }
  }
  for (const { line, name, from, parameter } of entryExportsTakingTheDb()) {
    violations.push({
      rule: 'engine-entry-takes-no-db',
      file: ENGINE_ENTRY,
      line,
      what: `exports ${name} (${from}), whose parameter ${parameter} is the database: callers use a commerce.* service; tests import it from src/testing.ts`,
    });
  }
  return violations;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const violations = engineBoundaryViolations();
  for (const v of violations) console.error(`${v.rule}: ${v.file}:${v.line}: ${v.what}`);
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} engine boundary violation(s); see scripts/engine-boundary.mjs for the rules.`,
    );
    process.exit(1);
  }
  console.log('engine boundary: no violations');
}
