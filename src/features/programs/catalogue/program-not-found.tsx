import { Body1, Link as FluentLink } from '@fluentui/react-components';
import { Link } from 'wouter';
import { useT } from '@/i18n/translate';
import { PageHeading } from '@/lib/page-heading';
import { useCatalogueClasses } from './catalogue-styles';

/** A program id that is not a number, unknown, a draft or withdrawn: say so, and where to look instead. */
export function ProgramNotFound() {
  const t = useT();
  const classes = useCatalogueClasses();
  return (
    <section className={classes.page}>
      <PageHeading>{t('venue.lesson.notFoundTitle')}</PageHeading>
      <Body1>{t('venue.lesson.notFoundBody')}</Body1>
      <div className={classes.badges}>
        <Link href="/lessons" asChild>
          <FluentLink>{t('venue.lesson.seeAll')}</FluentLink>
        </Link>
        <Link href="/events" asChild>
          <FluentLink>{t('programs.program.seeEvents')}</FluentLink>
        </Link>
      </div>
    </section>
  );
}
