import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { countryName } from '../../lib/intl.ts';
import { Select, type SelectProps } from '../../ui/select.tsx';

/** The countries the studios' members live in; a member's own country joins the list if it is not among them. */
const COUNTRIES = [
  'AT',
  'BE',
  'CH',
  'CZ',
  'DE',
  'DK',
  'ES',
  'FR',
  'GB',
  'HU',
  'IE',
  'IT',
  'LI',
  'LU',
  'NL',
  'PL',
  'PT',
  'SE',
  'US',
];

interface CountrySelectProps extends Omit<SelectProps, 'options'> {
  /** The country on file, kept as a choice even when it is not in the list. */
  current: string | null;
}

/** A country, by its name in the page's language, sorted by name. */
export function CountrySelect({ current, ...props }: CountrySelectProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const codes = current && !COUNTRIES.includes(current) ? [...COUNTRIES, current] : COUNTRIES;
  const options = codes
    .map((code) => ({ value: code, label: countryName(code, locale) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return <Select placeholder={t('selfservice.fields.choose')} options={options} {...props} />;
}
