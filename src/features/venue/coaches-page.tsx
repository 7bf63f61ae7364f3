import { Body1, Card, Link as FluentLink, Subtitle1 } from '@fluentui/react-components';
import { Link } from 'wouter';
import { VENUE_EMAIL, VENUE_NAME } from '@/lib/constants';
import { PageHeading } from '@/lib/page-heading';
import { useVenueClasses } from './venue-styles';

/** What coaching at the venue is and how to book it; coach profiles come with the lesson catalogue. */
export default function CoachesPage() {
  const classes = useVenueClasses();
  return (
    <section className={classes.page}>
      <PageHeading>Coaches</PageHeading>
      <Body1 className={classes.lead}>
        Coaching at {VENUE_NAME} is for every level: first-timers learning the rules and the kitchen, and regulars working on third-shot
        drops, resets and doubles positioning. Lessons run as small groups or one-on-one.
      </Body1>

      <div className={classes.cards}>
        <Card className={classes.card}>
          <Subtitle1 as="h2">How to book a lesson</Subtitle1>
          <ol className={classes.list}>
            <li>
              Look through the{' '}
              <Link href="/lessons" className={classes.link}>
                lessons
              </Link>{' '}
              on offer and pick one that suits your level.
            </li>
            <li>Open a lesson and register; you will need an account, which takes a minute to create.</li>
            <li>You will get a confirmation e-mail. Bring a paddle and indoor court shoes.</li>
          </ol>
          <Body1>
            Online lesson registration is opening soon. Until then, e-mail <FluentLink href={`mailto:${VENUE_EMAIL}`}>{VENUE_EMAIL}</FluentLink>{' '}
            or ask at the front desk and we will find you a spot.
          </Body1>
        </Card>

        <Card className={classes.card}>
          <Subtitle1 as="h2">Private lessons</Subtitle1>
          <Body1>
            For one-on-one coaching or a lesson for your own group, e-mail us with the days and times that suit you and your level of play.
          </Body1>
        </Card>

        <Card className={classes.card}>
          <Subtitle1 as="h2">Coaching here</Subtitle1>
          <Body1>
            Certified coaches who would like to teach at the venue can e-mail <FluentLink href={`mailto:${VENUE_EMAIL}`}>{VENUE_EMAIL}</FluentLink>.
          </Body1>
        </Card>
      </div>
    </section>
  );
}
