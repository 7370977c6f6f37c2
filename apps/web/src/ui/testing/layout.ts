/** jsdom lays nothing out: gives an element the sizes a browser would measure. */
export function setLayout(
  element: Element,
  sizes: Partial<Record<'clientWidth' | 'clientHeight' | 'scrollWidth' | 'scrollHeight', number>>,
) {
  for (const [name, value] of Object.entries(sizes)) {
    Object.defineProperty(element, name, { configurable: true, value });
  }
}
