import {
  Body1,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'wouter';
import { toCompanySettings } from '@machines/settings';
import { useAppActors, useSessionStatus } from '@/lib/actors';
import { VENUE_NAME } from '@/lib/venue-identity';
import { formatCad } from '@/lib/money';
import { useT } from '@/i18n/translate';
import { PageHeading } from '@/lib/page-heading';
import { useHomeSettingsLogic } from './home-settings-logic';
import { venueWeekday, zoneName } from '@/lib/venue-clock';
import { openingHours } from './opening-hours';
import { useHydrated } from '@/lib/use-hydrated';
import { WhatsOnPlaceholder } from './whats-on/whats-on-placeholder';

// Its own chunk, loaded after the first paint: the first page's script stays within its budget.
const WhatsOnSection = lazy(() => import('./whats-on/whats-on-section'));

const useClasses = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalXL, paddingBottom: tokens.spacingVerticalXXL },
  intro: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: '1fr',
    '@media (min-width: 720px)': { gridTemplateColumns: '1fr 1fr', alignItems: 'start' },
  },
  // A card's look without Fluent's Card, whose focus management (tabster) the first page does not need.
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    color: tokens.colorNeutralForeground1,
  },
  cardHeading: { margin: 0 },
  // A small tint badge, drawn here rather than with Fluent's Badge to keep the first page light.
  todayBadge: {
    display: 'inline-flex',
    alignItems: 'center',
    height: '16px',
    paddingInline: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase100,
  },
  today: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorBrandBackground2 },
  closed: { color: tokens.colorNeutralForeground3 },
  dayColumn: { width: '40%' },
  hours: { whiteSpace: 'nowrap' },
  dayCell: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  note: { color: tokens.colorNeutralForeground3 },
  prices: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0 },
  priceRow: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalS },
  memberOffer: { display: 'block' },
  // A link's look without Fluent's Link, to keep the first page light.
  memberLink: { color: tokens.colorBrandForegroundLink, textDecorationLine: 'underline', ':hover': { color: tokens.colorBrandForegroundLinkHover } },
});

/** The front door: who we are, where to go next, when we are open and what it costs. */
export default function HomePage() {
  const classes = useClasses();
  const t = useT();
  const { isLoggedIn } = useSessionStatus();
  const { loginModal, bootstrap } = useAppActors();
  const settingsActor = useActorRef(useHomeSettingsLogic());
  const loaded = useSelector(settingsActor, (s) => s.context.settings);
  const loading = useSelector(settingsActor, (s) => s.matches('loading'));
  // The settings the page carried, drawn while the machine's first load (which answers from them)
  // settles: the server pre-renders `/` the same way (src/ssr/render-home.tsx), so hydration matches.
  const [given, setGiven] = useState(() => bootstrap.initial('companySettings'));
  if (given && !loading) setGiven(undefined);
  const settings = loading && given ? toCompanySettings(given) : loaded;
  const isLoading = loading && !given;
  const loadFailed = useSelector(settingsActor, (s) => s.matches('loadFailed'));

  return (
    <div className={classes.page}>
      <section className={classes.intro}>
        <PageHeading>{VENUE_NAME}</PageHeading>
        <Body1>{t('venue.home.intro')}</Body1>
        <div className={classes.actions}>
          <Link href="/bookings" asChild>
            <Button as="a" appearance="primary" size="large">
              {t('venue.home.bookCourt')}
            </Button>
          </Link>
          <Link href="/drop-in" asChild>
            <Button as="a" size="large">
              {t('venue.home.dropIn')}
            </Button>
          </Link>
          <Link href="/lessons" asChild>
            <Button as="a" size="large">
              {t('venue.home.lessons')}
            </Button>
          </Link>
          {!isLoggedIn && (
            <Button size="large" appearance="outline" onClick={() => loginModal.send({ type: 'loginModal.open', title: 'createAccount', tab: 'signup' })}>
              {t('venue.home.createAccount')}
            </Button>
          )}
        </div>
      </section>

      <WhatsOn />

      {loadFailed && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('venue.home.loadFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => settingsActor.send({ type: 'settings.reload' })}>{t('venue.home.tryAgain')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}

      <div className={classes.grid}>
        <section className={classes.card} aria-labelledby="hours-heading">
          <Subtitle1 as="h2" id="hours-heading" className={classes.cardHeading}>
            {t('venue.home.openingHours')}
          </Subtitle1>
          {isLoading ? <LoadingRows label={t('venue.home.loadingHours')} rows={7} /> : loadFailed ? null : <OpeningHoursTable settings={settings} />}
        </section>

        <section className={classes.card} aria-labelledby="prices-heading">
          <Subtitle1 as="h2" id="prices-heading" className={classes.cardHeading}>
            {t('venue.home.courtsAndPrices')}
          </Subtitle1>
          {isLoading ? (
            <LoadingRows label={t('venue.home.loadingPrices')} rows={4} />
          ) : loadFailed ? null : (
            <dl className={classes.prices}>
              <div className={classes.priceRow}>
                <dt className={classes.term}>{t('venue.home.courts')}</dt>
                <dd className={classes.value}>{settings.numberOfCourts}</dd>
              </div>
              <div className={classes.priceRow}>
                <dt className={classes.term}>{t('venue.home.courtRental')}</dt>
                <dd className={classes.value}>{formatCad(settings.defaultOneHourRentalPrice)}</dd>
              </div>
              <div className={classes.priceRow}>
                <dt className={classes.term}>{t('venue.home.memberCourtRental')}</dt>
                <dd className={classes.value}>{formatCad(settings.memberOneHourRentalPrice)}</dd>
              </div>
              <div className={classes.priceRow}>
                <dt className={classes.term}>{t('venue.home.membership')}</dt>
                <dd className={classes.value}>{formatCad(settings.membershipPrice)}</dd>
              </div>
            </dl>
          )}
          {!isLoading && !loadFailed && settings.memberOneHourRentalPrice < settings.defaultOneHourRentalPrice ? (
            // What members pay, for whoever is not one yet: Account opens the purchase on arrival.
            <Text className={classes.memberOffer}>
              {t('venue.home.memberOffer', { memberPrice: formatCad(settings.memberOneHourRentalPrice), price: formatCad(settings.defaultOneHourRentalPrice) })}{' '}
              <Link href="/account?showBuyOnLoad=true" className={classes.memberLink}>
                {t('venue.home.becomeMember')}
              </Link>
            </Text>
          ) : null}
          <Text size={200} className={classes.note}>
            {t('venue.home.pricesInCad')}
          </Text>
        </section>
      </div>
    </div>
  );
}

/**
 * Today's free court hours, drop-ins and next programs. The server pre-renders the placeholder and the
 * browser hydrates it as is; only then does the section's chunk load and draw in the same frame.
 */
function WhatsOn() {
  const hydrated = useHydrated();
  if (!hydrated) return <WhatsOnPlaceholder />;
  return (
    <Suspense fallback={<WhatsOnPlaceholder />}>
      <WhatsOnSection />
    </Suspense>
  );
}

function OpeningHoursTable({ settings }: { settings: Parameters<typeof openingHours>[0] }) {
  const classes = useClasses();
  const t = useT();
  const today = venueWeekday(settings.timeZone);
  return (
    <>
      <Table size="small" aria-labelledby="hours-heading">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={classes.dayColumn}>{t('venue.home.day')}</TableHeaderCell>
            <TableHeaderCell>{t('venue.home.hours')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {openingHours(settings).map((row) => {
            const isToday = row.isoWeekday === today;
            return (
              <TableRow key={row.day} className={mergeClasses(isToday && classes.today)} aria-current={isToday ? 'date' : undefined}>
                <TableCell>
                  <span className={classes.dayCell}>
                    {row.label}
                    {isToday && <span className={classes.todayBadge}>{t('venue.home.today')}</span>}
                  </span>
                </TableCell>
                <TableCell className={mergeClasses(classes.hours, !row.hours && classes.closed)}>
                  {row.hours ? t('venue.home.hoursRange', row.hours) : t('venue.home.closed')}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Text size={200} className={classes.note}>
        {t('venue.home.timeZone', { zone: zoneName(settings.timeZone) })}
      </Text>
    </>
  );
}

function LoadingRows({ label, rows }: { label: string; rows: number }) {
  const classes = useClasses();
  return (
    <Skeleton aria-label={label} className={classes.skeleton}>
      {Array.from({ length: rows }, (_, i) => (
        <SkeletonItem key={i} size={16} />
      ))}
    </Skeleton>
  );
}
