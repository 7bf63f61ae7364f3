import { Body1, Card, Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react';
import { VENUE_EMAIL } from './constants';
import { PageHeading } from './page-heading';

const useClasses = makeStyles({
  card: { maxWidth: '640px', padding: tokens.spacingHorizontalXL },
});

/**
 * For screens whose feature ships in a later release: says so plainly and how to reach the venue.
 * `title` and `children` come translated from the page; the contact line is the venue catalogue's.
 */
export function OpeningSoon({ title, children }: { title: string; children: string }) {
  const classes = useClasses();
  return (
    <section>
      <PageHeading>{title}</PageHeading>
      <Card className={classes.card}>
        <Body1>{children}</Body1>
        <Body1>
          <Trans id="venue.openingSoon.contact" values={{ email: VENUE_EMAIL }} components={{ 0: <FluentLink href={`mailto:${VENUE_EMAIL}`} /> }} />
        </Body1>
      </Card>
    </section>
  );
}
