import type { Locale } from '../../../lib/request-locale.js';
import type { Translate } from '../../../lib/server-i18n.js';

/** Someone a program e-mail speaks of: the account holder (spoken to as "you") or a family member. */
export interface MailPerson {
  name: string;
  self: boolean;
}

const lists = new Map<Locale, Intl.ListFormat>();

/** "5", "5 and 6", "5, 6 and 7" / "5 et 6": a list the way the reader's language joins one. */
function joinWords(words: string[], locale: Locale): string {
  let list = lists.get(locale);
  if (!list) {
    list = new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' });
    lists.set(locale, list);
  }
  return list.format(words);
}

/** The values of a message that names courts after a comma: `hasCourts` says whether there are any. */
export function courtValues(t: Translate, locale: Locale, courts: number[], form: 'onCourts' | 'courtsNoun') {
  const sorted = [...courts].sort((a, b) => a - b);
  const courtsText = sorted.length
    ? t(form === 'onCourts' ? 'mail.program.onCourts' : 'mail.program.courtsNoun', { count: sorted.length, courts: joinWords(sorted.map(String), locale) })
    : '';
  return { hasCourts: sorted.length ? 'yes' : 'no', courts: courtsText };
}

/**
 * The values of a message that says who: `who` is `self` (only the holder: "You are"), `withSelf`
 * ("You and Leo Member are") or `others` ("Leo Member is"); `people` is the list with "you" first,
 * `count` how many others. The holder is never named in the third person to themself.
 */
export function whoValues(t: Translate, locale: Locale, people: MailPerson[]) {
  const others = people.filter((person) => !person.self).map((person) => person.name);
  const self = people.some((person) => person.self);
  return {
    who: self ? (others.length ? 'withSelf' : 'self') : 'others',
    people: joinWords(self ? [t('mail.program.you'), ...others] : others, locale),
    count: others.length,
  };
}
