import { useEffect } from 'react';
import { useBrand } from './whitelabel.ts';

/** Page title: the app title joined by ' | ' with the screen title (spec 000 section 2.5). */
export function usePageTitle(screenTitle: string | undefined): void {
  const { title } = useBrand().brand;
  useEffect(() => {
    document.title = screenTitle ? `${title} | ${screenTitle}` : title;
  }, [title, screenTitle]);
}
