import type { WhitelabelConfig } from '@motus/contract';
import { isStyledBrand } from './theme.ts';

export const DEFAULT_APP_TITLE = 'Motus';

export interface Brand {
  config: WhitelabelConfig | null;
  /** The app title: the white-label style title, else its texts title, else Motus. */
  title: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  /** Whether the brand's colours apply; a custom-context brand keeps the Motus look. */
  styled: boolean;
}

export function describeBrand(config: WhitelabelConfig | null): Brand {
  return {
    config,
    title: config?.style.title || config?.texts.title || DEFAULT_APP_TITLE,
    logoUrl: config?.style.headerLogoUrl || null,
    faviconUrl: config?.style.faviconBaseUrl || null,
    styled: isStyledBrand(config),
  };
}
