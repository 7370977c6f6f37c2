import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The narrowest phone the portal is checked at: nothing may scroll sideways there. */
export const PHONE_WIDTH = 390;
/** WCAG 2.2 success criterion 2.5.8 (target size, minimum). */
export const MIN_TARGET = 24;

/** A pointer target under the minimum size that is not a link in running text (the inline exception of 2.5.8). */
interface TargetProblem {
  target: string;
  width: number;
  height: number;
}

/**
 * Runs in the page: every visible interactive element is at least 24×24 CSS px, unless it is a link inside a sentence
 * (the inline exception). A control's label counts as part of its target. Stricter than 2.5.8, which would also excuse
 * a small target with space around it: a small target is hard to hit on a phone however far its neighbours are.
 */
function findSmallTargets(minTarget: number): TargetProblem[] {
  const SELECTOR = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="tab"]',
    '[role="menuitem"]',
    '[role="option"]',
    '[role="radio"]',
    '[role="checkbox"]',
    '[role="switch"]',
    '[tabindex]:not([tabindex="-1"])',
  ].join(',');

  const shown = (element: Element): boolean => {
    if (element.closest('[inert], [hidden], [aria-hidden="true"]')) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };

  /** A link whose ::after is laid over its whole card (a stretched link) is hit anywhere on the card. */
  const stretchedOver = (element: Element): Element | null => {
    const after = getComputedStyle(element, '::after');
    if (after.content === 'none' || after.position !== 'absolute') return null;
    return element instanceof HTMLElement ? element.offsetParent : null;
  };

  /** The box a pointer can hit: the element's, grown to its label's for a form control, or its card's. */
  const boxOf = (element: Element): DOMRect => {
    const card = stretchedOver(element);
    if (card) return card.getBoundingClientRect();
    const own = element.getBoundingClientRect();
    const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
    const boxes = [own, ...labels.map((label) => label.getBoundingClientRect())].filter(
      (box) => box.width > 0 && box.height > 0,
    );
    if (boxes.length === 0) return own;
    const left = Math.min(...boxes.map((box) => box.left));
    const top = Math.min(...boxes.map((box) => box.top));
    const right = Math.max(...boxes.map((box) => box.right));
    const bottom = Math.max(...boxes.map((box) => box.bottom));
    return new DOMRect(left, top, right - left, bottom - top);
  };

  /** A link that flows inside a sentence: its block has other words than the link's own. */
  const inSentence = (element: Element): boolean => {
    if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
    let block = element.parentElement;
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
    const text = (block?.textContent ?? '').replace(element.textContent ?? '', '').trim();
    return /\p{L}{2,}/u.test(text);
  };

  const describe = (element: Element): string => {
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
    return `<${element.tagName.toLowerCase()}> "${name.slice(0, 60)}"`;
  };

  const elements = [...document.querySelectorAll(SELECTOR)].filter(shown);
  // A control inside another target (a button in a link) is part of the outer one.
  const targets = elements
    .filter((element) => !elements.some((other) => other !== element && other.contains(element)))
    .map((element) => ({ element, box: boxOf(element) }))
    .filter(({ box }) => box.width > 0 && box.height > 0);

  return targets
    .filter(({ box }) => box.width < minTarget - 0.5 || box.height < minTarget - 0.5)
    .filter(({ element }) => !inSentence(element))
    .map(({ element, box }) => ({
      target: describe(element),
      width: Math.round(box.width),
      height: Math.round(box.height),
    }));
}

/** How far the document scrolls sideways, and the elements that stick out past the viewport's right edge. */
function findOverflow(): { overflow: number; culprits: string[] } {
  const root = document.documentElement;
  const width = root.clientWidth;
  const culprits = [...document.querySelectorAll('body *')]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      const parent = element.parentElement?.getBoundingClientRect();
      return box.right > width + 1 && parent !== undefined && parent.right <= width + 1;
    })
    .slice(0, 5)
    .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`);
  return { overflow: root.scrollWidth - width, culprits };
}

/** Two frames: the layout after a resize has settled before the page is measured. */
function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

async function expectTargetsLargeEnough(page: Page, where: string): Promise<void> {
  const problems = await page.evaluate(findSmallTargets, MIN_TARGET);
  expect(problems, `tap targets under ${MIN_TARGET} px ${where}: ${JSON.stringify(problems, null, 2)}`).toEqual([]);
}

/**
 * The screen fits a phone: at 390 px nothing scrolls sideways, and here and there every pointer target is at least
 * 24×24 px (WCAG 2.2 2.5.8). A wider page is narrowed for the check and given its size back.
 */
export async function expectLayoutFits(page: Page): Promise<void> {
  const size = page.viewportSize();
  if (size && size.width > PHONE_WIDTH) {
    await expectTargetsLargeEnough(page, `at ${size.width} px`);
    await page.setViewportSize({ width: PHONE_WIDTH, height: size.height });
  }
  try {
    await nextFrames(page);
    const { overflow, culprits } = await page.evaluate(findOverflow);
    expect(overflow, `the page scrolls sideways by ${overflow} px at ${PHONE_WIDTH} px: ${culprits.join(', ')}`).toBe(
      0,
    );
    await expectTargetsLargeEnough(page, `at ${PHONE_WIDTH} px`);
  } finally {
    if (size && size.width > PHONE_WIDTH) {
      await page.setViewportSize(size);
      await nextFrames(page);
    }
  }
}
