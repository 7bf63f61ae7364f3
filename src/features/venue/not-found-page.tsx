import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'wouter';
import { PageHeading } from '@/lib/page-heading';

const useClasses = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalM, justifyItems: 'start', paddingBottom: tokens.spacingVerticalXXL },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
});

/** Any path the router does not know. */
export default function NotFoundPage() {
  const classes = useClasses();
  return (
    <section className={classes.page}>
      <PageHeading>Page not found</PageHeading>
      <Body1>We could not find that page. It may have moved, or the link may be mistyped.</Body1>
      <Link href="/" className={classes.link}>
        Home
      </Link>
    </section>
  );
}
