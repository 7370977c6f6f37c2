import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from './whitelabel.ts';

/** The page's description for search engines, in the page's language and naming the brand. */
export function useMetaDescription(): void {
  const { t } = useTranslation();
  const { title } = useBrand().brand;
  const description = t('shell.meta.description', { brand: title });
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
}
