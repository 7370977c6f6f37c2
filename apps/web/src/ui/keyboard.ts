import type { KeyboardEvent } from 'react';

export type Orientation = 'horizontal' | 'vertical' | 'both';

const PREVIOUS: Record<Orientation, readonly string[]> = {
  horizontal: ['ArrowLeft'],
  vertical: ['ArrowUp'],
  both: ['ArrowLeft', 'ArrowUp'],
};
const NEXT: Record<Orientation, readonly string[]> = {
  horizontal: ['ArrowRight'],
  vertical: ['ArrowDown'],
  both: ['ArrowRight', 'ArrowDown'],
};

/** Marks the items of a group that arrow keys, Home and End move between. */
export const GROUP_ITEM = { 'data-group-item': '' } as const;

function enabledItems(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('[data-group-item]')].filter(
    (item) => !item.matches(':disabled, [aria-disabled="true"]'),
  );
}

function targetIndex(key: string, current: number, count: number, orientation: Orientation): number | undefined {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (PREVIOUS[orientation].includes(key)) return (current - 1 + count) % count;
  if (NEXT[orientation].includes(key)) return (current + 1) % count;
  return undefined;
}

/**
 * Arrow keys, Home and End move focus between the enabled group items inside the element that handles the event
 * (spec 002 section 2), wrapping at the ends. Answers the item that got focus, or null when the key is not one of these.
 */
export function moveFocus(event: KeyboardEvent<HTMLElement>, orientation: Orientation = 'both'): HTMLElement | null {
  const items = enabledItems(event.currentTarget);
  if (items.length === 0) return null;
  const current = items.findIndex((item) => item.contains(event.target as Node));
  const next = targetIndex(event.key, current, items.length, orientation);
  if (next === undefined) return null;
  event.preventDefault();
  const item = items[next] ?? null;
  item?.focus();
  return item;
}

/** The item that takes the group's single tab stop: the current one, else the first enabled one. */
export function tabStopIndex<T extends { disabled?: boolean | undefined }>(
  items: readonly T[],
  isCurrent: (item: T) => boolean,
): number {
  const current = items.findIndex(isCurrent);
  return current >= 0 ? current : items.findIndex((item) => !item.disabled);
}

/** Enter activates controls that browsers only toggle with Space (checkboxes, radios). */
export function activateOnEnter(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  event.currentTarget.click();
}
