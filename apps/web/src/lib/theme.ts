import type { WhitelabelConfig, WhitelabelStyle } from '@motus/contract';
import { isCustomAccountContext } from './brand-rules.ts';

type ColourKey = Exclude<keyof WhitelabelStyle, 'title' | 'faviconBaseUrl' | 'headerLogoUrl'>;

/** Each white-label style colour and the CSS custom property it overrides on the root element. */
export const THEME_VARIABLES: Readonly<Record<ColourKey, string>> = {
  backgroundColor: '--color-background',
  backgroundColor2: '--color-background-2',
  footerColor: '--color-footer',
  textColor: '--color-text',
  hrColor: '--color-hr',
  topbarColor: '--color-topbar',
  headerColor: '--color-header',
  topbarTextColor: '--color-topbar-text',
  headerTextColor: '--color-header-text',
  highlightColor: '--color-highlight',
  highlightTextColor: '--color-highlight-text',
  errorColor: '--color-error',
  slotColor: '--color-slot',
  slotSelectedColor: '--color-slot-selected',
};

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const WORD = /^[a-z]+$/i;
const CHANNEL = String.raw`(\d{1,3}(?:\.\d+)?%?)`;
const ALPHA = String.raw`(\d*\.?\d+%?)`;
const RGB_COMMAS = new RegExp(
  String.raw`^rgba?\(\s*${CHANNEL}\s*,\s*${CHANNEL}\s*,\s*${CHANNEL}\s*(?:,\s*${ALPHA}\s*)?\)$`,
  'i',
);
const RGB_SPACES = new RegExp(
  String.raw`^rgba?\(\s*${CHANNEL}\s+${CHANNEL}\s+${CHANNEL}\s*(?:/\s*${ALPHA}\s*)?\)$`,
  'i',
);

function inRange(text: string, max: number): boolean {
  const value = Number.parseFloat(text);
  return value <= (text.endsWith('%') ? 100 : max);
}

function isRgb(colour: string): boolean {
  const match = RGB_COMMAS.exec(colour) ?? RGB_SPACES.exec(colour);
  if (!match) return false;
  const [, red = '', green = '', blue = '', alpha] = match;
  return [red, green, blue].every((channel) => inRange(channel, 255)) && (alpha === undefined || inRange(alpha, 1));
}

/**
 * A style colour is accepted only as hex (#rgb, #rrggbb, #rrggbbaa), rgb()/rgba() or a plain word such as
 * `white` (spec 000 section 3); anything else could smuggle other CSS into a custom property.
 */
export function isValidColour(value: string | null | undefined): value is string {
  if (!value) return false;
  const colour = value.trim();
  return HEX.test(colour) || WORD.test(colour) || isRgb(colour);
}

/** White-label styling applies only to brands of a standard account context (spec 000 section 6). */
export function isStyledBrand(config: WhitelabelConfig | null): config is WhitelabelConfig {
  return config !== null && !isCustomAccountContext(config.accountContext);
}

/** The CSS custom properties of a style's valid colours. */
export function themeVariables(style: WhitelabelStyle): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [key, variable] of Object.entries(THEME_VARIABLES)) {
    const value = style[key as ColourKey];
    if (isValidColour(value)) variables[variable] = value.trim();
  }
  return variables;
}

/** Sets the brand's colours on the root element and clears those it does not set, so defaults show through. */
export function applyTheme(config: WhitelabelConfig | null, root: HTMLElement = document.documentElement): void {
  const variables = isStyledBrand(config) ? themeVariables(config.style) : {};
  for (const variable of Object.values(THEME_VARIABLES)) {
    const value = variables[variable];
    if (value) root.style.setProperty(variable, value);
    else root.style.removeProperty(variable);
  }
}

const DEFAULT_FAVICON = '/favicon.svg';

export function applyFavicon(url: string | null, head: HTMLElement = document.head): void {
  let link = head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    head.append(link);
  }
  link.href = url ?? DEFAULT_FAVICON;
}
