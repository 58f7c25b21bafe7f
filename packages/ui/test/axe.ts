import axe from 'axe-core';

/**
 * Runs axe on a rendered element and returns the violations as readable
 * strings, so a failing test names the rule and the node.
 * `color-contrast` is off: jsdom does not compute styles (theme contrast is
 * tested on the tokens instead).
 */
export async function axeViolations(element: Element = document.body): Promise<string[]> {
  const results = await axe.run(element, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${v.help} (${n.html})`));
}
