import { Body1, Card, Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components';
import { VENUE_EMAIL } from './constants';
import { PageHeading } from './page-heading';

const useClasses = makeStyles({
  card: { maxWidth: '640px', padding: tokens.spacingHorizontalXL },
});

/** For screens whose feature ships in a later release: says so plainly and how to reach the venue. */
export function OpeningSoon({ title, children }: { title: string; children: string }) {
  const classes = useClasses();
  return (
    <section>
      <PageHeading>{title}</PageHeading>
      <Card className={classes.card}>
        <Body1>{children}</Body1>
        <Body1>
          Opening soon online. Until then, e-mail <FluentLink href={`mailto:${VENUE_EMAIL}`}>{VENUE_EMAIL}</FluentLink> or ask at the front
          desk.
        </Body1>
      </Card>
    </section>
  );
}
