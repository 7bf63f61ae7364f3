import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useT } from '@/i18n/translate';

const useClasses = makeStyles({
  over: { color: tokens.colorPaletteRedForeground1 },
  // Read by screen readers, not shown: the visible count is already on screen.
  hidden: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

/** How close to the limit a length is: announced only when this changes, not at every key. */
const stageOf = (remaining: number) =>
  remaining < 0 ? 'over' : remaining === 0 ? 'full' : remaining <= 10 ? 10 : remaining <= 20 ? 20 : remaining <= 50 ? 50 : 'far';

/**
 * "123 / 500 characters" under a text field (the field's hint), and a polite announcement as the
 * limit comes near (50, 20 and 10 left, none left) and once it is passed, with the count at that moment.
 */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  const t = useT();
  const classes = useClasses();
  const remaining = max - length;
  const [announced, setAnnounced] = useState(() => ({ stage: stageOf(remaining), remaining }));
  if (announced.stage !== stageOf(remaining)) setAnnounced({ stage: stageOf(remaining), remaining });
  const announcement =
    announced.stage === 'far'
      ? ''
      : announced.remaining < 0
        ? t('admin.siteAlert.charactersOver', { count: -announced.remaining })
        : t('admin.siteAlert.charactersLeft', { count: announced.remaining });
  return (
    <>
      <Text className={remaining < 0 ? classes.over : undefined}>{t('admin.siteAlert.characterCount', { count: length, max })}</Text>
      <span className={classes.hidden} aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
