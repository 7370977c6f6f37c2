import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { expectLayoutFits } from './layout.ts';

/**
 * The checks every screen a journey visits passes: no serious or critical axe violation (DESIGN.md section 5), and a
 * layout that fits a phone with tap targets of 24 px (support/layout.ts).
 */
export async function checkScreen(page: Page): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await expectLayoutFits(page);
}
