import { Body1, Card, Link as FluentLink, Subtitle1 } from '@fluentui/react-components';
import { Trans } from '@lingui/react';
import { useActorRef } from '@xstate/react';
import type { Coach } from '@machines/content';
import { Link } from 'wouter';
import { useT } from '@/i18n/translate';
import { VENUE_EMAIL, VENUE_NAME } from '@/lib/venue-identity';
import { PageHeading } from '@/lib/page-heading';
import { CoachCard } from './coach-card';
import { PublishedList } from './published-list';
import { useCoachesListLogic } from './published-list-logic';
import { useProfileClasses, useVenueClasses } from './venue-styles';

/** The published coaches (the owner writes them on the event setup's Coaches tab), then what coaching at the venue is and how to book it. */
export default function CoachesPage() {
  const classes = useVenueClasses();
  const profiles = useProfileClasses();
  const list = useActorRef(useCoachesListLogic());
  const t = useT();
  const mailLink = { 0: <FluentLink href={`mailto:${VENUE_EMAIL}`} /> };
  return (
    <section className={classes.page}>
      <PageHeading>{t('nav.coaches')}</PageHeading>
      <Body1 className={classes.lead}>{t('venue.coaches.lead', { venue: VENUE_NAME })}</Body1>

      <PublishedList<Coach>
        actor={list}
        label={t('venue.coaches.listLabel')}
        emptyText={t('venue.coaches.none')}
        className={profiles.grid}
        renderItem={(coach) => <CoachCard coach={coach} />}
      />

      <div className={classes.cards}>
        <Card className={classes.card}>
          <Subtitle1 as="h2">{t('venue.coaches.howToBook')}</Subtitle1>
          <ol className={classes.list}>
            <li>
              <Trans id="venue.coaches.step1" components={{ 0: <Link href="/lessons" className={classes.link} /> }} />
            </li>
            <li>{t('venue.coaches.step2')}</li>
            <li>{t('venue.coaches.step3')}</li>
          </ol>
        </Card>

        <Card className={classes.card}>
          <Subtitle1 as="h2">{t('venue.coaches.privateTitle')}</Subtitle1>
          <Body1>{t('venue.coaches.privateBody')}</Body1>
        </Card>

        <Card className={classes.card}>
          <Subtitle1 as="h2">{t('venue.coaches.coachHereTitle')}</Subtitle1>
          <Body1>
            <Trans id="venue.coaches.coachHereBody" values={{ email: VENUE_EMAIL }} components={mailLink} />
          </Body1>
        </Card>
      </div>
    </section>
  );
}
