import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * "No component uses a literal colour or size outside the contract": scans
 * component styles for hex/rgb/hsl colours and px/rem/vh lengths.
 * `em` is allowed: it scales with the surrounding text (superscript cents).
 */
const LITERALS = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|oklch)\(|\b\d*\.?\d+(?:px|rem|vh|vw|pt)\b/gi;

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'theme' ? [] : styleFiles(path);
    return entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

describe('component styles', () => {
  const root = __dirname;
  it.each(styleFiles(root).map((f) => relative(root, f)))('%s uses only theme variables', (file) => {
    const source = readFileSync(join(root, file), 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
    expect(source.match(LITERALS) ?? []).toEqual([]);
  });
});
