import { makeStyles, tokens } from '@fluentui/react-components';
import { createContext, useContext } from 'react';
import type { Locale } from '@/i18n/locales';
import { useT, type MessageId, type Translate } from '@/i18n/translate';

type Values = Parameters<Translate>[1];

/** The board's second language: its translator and its code, for `lang`. */
export const SecondLanguage = createContext<{ t: Translate; locale: Locale } | null>(null);

const useClasses = makeStyles({
  second: { display: 'block', fontWeight: tokens.fontWeightRegular, fontSize: '0.7em', color: tokens.colorNeutralForeground3 },
});

/**
 * A board's words in both languages, the screen's first and the other under it, smaller (the
 * board hangs at the venue: English and French side by side, never alternating). `otherValues`
 * when a value itself is written per language (a time).
 */
export function Both({ id, values, otherValues }: { id: MessageId; values?: Values; otherValues?: Values }) {
  const t = useT();
  const classes = useClasses();
  const second = useContext(SecondLanguage);
  return (
    <>
      {t(id, values)}
      {/* A space, so the two read as two phrases to a screen reader. */}
      {second ? ' ' : null}
      {second ? (
        <span lang={second.locale} className={classes.second}>
          {second.t(id, otherValues ?? values)}
        </span>
      ) : null}
    </>
  );
}
