import { Body1, Card, Link as FluentLink, Subtitle1 } from '@fluentui/react-components';
import { BADMINTON_ASSOCIATION_URL, FACEBOOK_URL, INSTAGRAM_URL, NEWSLETTER_URL, VENUE_EMAIL, VENUE_NAME } from '@/lib/constants';
import { PageHeading } from '@/lib/page-heading';
import { useVenueClasses } from './venue-styles';

/** The organisations and groups we play with, and how to stay in touch. */
export default function PartnersPage() {
  const classes = useVenueClasses();
  return (
    <section className={classes.page}>
      <PageHeading>Partners</PageHeading>
      <Body1 className={classes.lead}>
        {VENUE_NAME} is part of the local racquet-sport community. These are the organisations we work with and the easiest ways to keep up
        with what is on.
      </Body1>

      <div className={classes.cards}>
        <Card className={classes.card}>
          <Subtitle1 as="h2">Badminton association</Subtitle1>
          <Body1>
            A pickleball court has the same footprint as a doubles badminton court, and many of our players came to the game from
            badminton. For badminton clubs, rules and events, visit the association.
          </Body1>
          <FluentLink href={BADMINTON_ASSOCIATION_URL}>Visit the badminton association</FluentLink>
        </Card>

        <Card className={classes.card}>
          <Subtitle1 as="h2">Newsletter</Subtitle1>
          <Body1>News from the venue and our partners: new drop-in times, camps, tournaments and lessons.</Body1>
          <FluentLink href={NEWSLETTER_URL}>Sign up for the newsletter</FluentLink>
        </Card>

        <Card className={classes.card}>
          <Subtitle1 as="h2">Local clubs and groups</Subtitle1>
          <Body1>
            Run a club, a league, a school program or a seniors' group? We host regular group bookings and are glad to talk about court
            time and joint events.
          </Body1>
          <Body1>
            E-mail <FluentLink href={`mailto:${VENUE_EMAIL}`}>{VENUE_EMAIL}</FluentLink> or ask at the front desk.
          </Body1>
        </Card>

        <Card className={classes.card}>
          <Subtitle1 as="h2">Follow us</Subtitle1>
          <ul className={classes.list}>
            <li>
              <FluentLink href={FACEBOOK_URL}>{VENUE_NAME} on Facebook</FluentLink>
            </li>
            <li>
              <FluentLink href={INSTAGRAM_URL}>{VENUE_NAME} on Instagram</FluentLink>
            </li>
          </ul>
        </Card>
      </div>
    </section>
  );
}
