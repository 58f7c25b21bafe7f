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
 *
 * The first net is the type system (`Commerce` has no `db`); this one catches
 * what slips past it (`as never`, a second connection, a header name).
 *
 * Usage: node scripts/engine-boundary.mjs [root]. Prints one line per
 * violation (`rule: file:line: what`) and exits 1 when there is any.
 */
import { readdirSync, readFileSync } from 'node:fs';
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
