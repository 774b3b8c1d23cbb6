// axe-core in the page: its moderate, serious and critical violations, one line per element.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's moderate, serious and critical violations on the page as it is now. */
export async function axeProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((v) => v.impact !== 'minor')
      .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(' ')}`));
  });
}
