import { Body1, Card, Link as FluentLink, Subtitle1 } from '@fluentui/react-components';
import { Link } from 'wouter';
import { useT } from '@/i18n/translate';
import { useCatalogueClasses } from './catalogue-styles';

/** Drop-in is sold per session on its own page: the events list points there. */
export function DropInLinkCard() {
  const t = useT();
  const classes = useCatalogueClasses();
  return (
    <Card className={classes.card}>
      <Subtitle1 as="h2" className={classes.heading}>
        {t('programs.events.dropInTitle')}
      </Subtitle1>
      <Body1>{t('venue.programs.dropIn')}</Body1>
      <div>
        <Link href="/drop-in" asChild>
          <FluentLink>{t('programs.events.dropInLink')}</FluentLink>
        </Link>
      </div>
    </Card>
  );
}
