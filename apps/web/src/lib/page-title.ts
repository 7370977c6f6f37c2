import { useEffect } from 'react';
import { useBrand } from './whitelabel.ts';

/**
 * Page title: the app title joined by ' | ' with the screen title (spec 000 section 2.5). `active` false leaves the
 * title to a component further down that knows the screen's own name.
 */
export function usePageTitle(screenTitle: string | undefined, active = true): void {
  const { title } = useBrand().brand;
  useEffect(() => {
    if (!active) return;
    document.title = screenTitle ? `${title} | ${screenTitle}` : title;
  }, [title, screenTitle, active]);
}
