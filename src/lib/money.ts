import { activeLocale } from '@/i18n/catalogs';

const formatters = new Map<string, Intl.NumberFormat>();
const cadIn = (locale: string) => {
  let formatter = formatters.get(locale);
  if (!formatter) formatters.set(locale, (formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' })));
  return formatter;
};

/** Amounts travel as integer cents; members read dollars, in the language on screen ("$12.50", "12,50 $"). */
export const formatCad = (cents: number) => cadIn(activeLocale()).format(cents / 100);
