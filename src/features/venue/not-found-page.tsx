import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'wouter';
import { useT } from '@/i18n/translate';
import { PageHeading } from '@/lib/page-heading';

const useClasses = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalM, justifyItems: 'start', paddingBottom: tokens.spacingVerticalXXL },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
});

/** Any path the router does not know. */
export default function NotFoundPage() {
  const classes = useClasses();
  const t = useT();
  return (
    <section className={classes.page}>
      <PageHeading>{t('venue.notFound.title')}</PageHeading>
      <Body1>{t('venue.notFound.body')}</Body1>
      <Link href="/" className={classes.link}>
        {t('nav.home')}
      </Link>
    </section>
  );
}
