import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe-core stays in the document across the app's own navigations: it is injected once per page load. */
async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.addScriptTag({ content: AXE_SOURCE });
}

/**
 * Lets the finite animations end (a drawer sliding in, a dialog fading in, a choice changing colour): axe judges the
 * colours they settle on. A render in the meantime may start new ones (a chosen day, once its schedule has loaded), so
 * it waits until a frame passes without any.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .filter((animation) => animation.playState === 'running');
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let round = 0; round < 10; round += 1) {
      await frame();
      const animations = running();
      if (animations.length === 0) return;
      await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** Runs axe-core on the page and fails on any serious or critical violation (DESIGN.md section 5). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  });
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}
