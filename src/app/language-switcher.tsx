import { Button, makeStyles } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { LANGUAGE_NAMES, otherLocale } from '@/i18n/locales';
import { useT } from '@/i18n/translate';
import { useAppActors } from '@/lib/actors';

const useClasses = makeStyles({
  switcher: { whiteSpace: 'nowrap' },
});

/**
 * Offers the other language by its own name ("Français" on an English screen, "English" on a French
 * one), marked with that language so screen readers say it right. The locale machine does the rest.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const classes = useClasses();
  const t = useT();
  const { locale } = useAppActors();
  const current = useSelector(locale, (snapshot) => snapshot.context.locale);
  const switching = useSelector(locale, (snapshot) => !snapshot.matches('ready'));
  const target = otherLocale(current);
  const language = LANGUAGE_NAMES[target];
  return (
    <Button
      appearance="subtle"
      className={className ?? classes.switcher}
      icon={<LocalLanguageRegular />}
      lang={target}
      title={t('language.switchTo', { language })}
      disabledFocusable={switching}
      onClick={() => locale.send({ type: 'locale.switch', locale: target })}
    >
      {language}
    </Button>
  );
}
