import { Body1, Card, Link as FluentLink, Subtitle1 } from '@fluentui/react-components';
import { Trans } from '@lingui/react';
import { useActorRef } from '@xstate/react';
import type { Partner } from '@machines/content';
import { useT } from '@/i18n/translate';
import { FACEBOOK_URL, INSTAGRAM_URL, NEWSLETTER_URL, VENUE_EMAIL, VENUE_NAME } from '@/lib/venue-identity';
import { PageHeading } from '@/lib/page-heading';
import { PartnerCard } from './partner-card';
import { PublishedList } from './published-list';
import { usePartnersListLogic } from './published-list-logic';
import { useProfileClasses, useVenueClasses } from './venue-styles';

/**
 * The published partners, then how to join or reach us. Every partner, the badminton association
 * included, is a row the owner manages on the event setup's Partners tab: nothing here is a partner
 * the owner cannot edit or remove.
 */
export default function PartnersPage() {
  const classes = useVenueClasses();
  const profiles = useProfileClasses();
  const list = useActorRef(usePartnersListLogic());
  const t = useT();
  return (
    <section className={classes.page}>
      <PageHeading>{t('nav.partners')}</PageHeading>
      <Body1 className={classes.lead}>{t('venue.partners.lead', { venue: VENUE_NAME })}</Body1>

      <PublishedList<Partner>
        actor={list}
        label={t('venue.partners.listLabel')}
        emptyText={t('venue.partners.none')}
        className={profiles.grid}
        renderItem={(partner) => <PartnerCard partner={partner} />}
      />

      <div className={classes.cards}>
        <Card className={classes.card}>
          <Subtitle1 as="h2">{t('venue.partners.newsletterTitle')}</Subtitle1>
          <Body1>{t('venue.partners.newsletterBody')}</Body1>
          <FluentLink href={NEWSLETTER_URL}>{t('venue.partners.newsletterLink')}</FluentLink>
        </Card>

        <Card className={classes.card}>
          <Subtitle1 as="h2">{t('venue.partners.clubsTitle')}</Subtitle1>
          <Body1>{t('venue.partners.clubsBody')}</Body1>
          <Body1>
            <Trans id="venue.partners.clubsContact" values={{ email: VENUE_EMAIL }} components={{ 0: <FluentLink href={`mailto:${VENUE_EMAIL}`} /> }} />
          </Body1>
        </Card>

        <Card className={classes.card}>
          <Subtitle1 as="h2">{t('venue.partners.followTitle')}</Subtitle1>
          <ul className={classes.list}>
            <li>
              <FluentLink href={FACEBOOK_URL}>{t('venue.partners.onFacebook', { venue: VENUE_NAME })}</FluentLink>
            </li>
            <li>
              <FluentLink href={INSTAGRAM_URL}>{t('venue.partners.onInstagram', { venue: VENUE_NAME })}</FluentLink>
            </li>
          </ul>
        </Card>
      </div>
    </section>
  );
}
