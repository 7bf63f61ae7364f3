import { Badge, Link as FluentLink, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { programWhen, sessionWhen, teamText } from '@/features/programs';
import { failureText } from '@/i18n/failure-text';
import { useT, type Translate } from '@/i18n/translate';
import { useAccountClasses } from '@/lib/account-styles';
import { useAdminClasses } from '@/lib/admin-styles';
import { LoadableList } from '@/lib/loadable-list';
import { ScopedListCard } from '@/lib/scoped-list-card';
import { formatInstant, formatVenueDate } from '@/lib/venue-time';
import { placesByPerson, type PlaceEntry } from './place-groups';
import { useStaffPlacesLogic } from './staff-account-logic';

const useClasses = makeStyles({
  people: { display: 'grid', gap: tokens.spacingVerticalL },
  person: { display: 'grid', gap: tokens.spacingVerticalS },
  when: { fontWeight: tokens.fontWeightSemibold },
});

type BadgeColour = 'success' | 'warning' | 'subtle' | 'informative' | 'danger';

/** What became of a place, as one badge: the venue's cancellation, the attendance taken, or the place's own status. */
function statusBadge(t: Translate, entry: PlaceEntry): { text: string; colour: BadgeColour } {
  if (entry.kind === 'waitlist') {
    const line = entry.place;
    return { text: t('admin.account.places.waitlist', { position: line.position }), colour: 'informative' };
  }
  const place = entry.place;
  if (entry.kind === 'session' && entry.place.sessionCancelled) return { text: t('admin.account.places.sessionCancelled'), colour: 'subtle' };
  if (entry.kind === 'program' && entry.place.programCancelled) return { text: t('admin.account.places.programCancelled'), colour: 'subtle' };
  if (entry.kind === 'session' && entry.place.attendance) {
    return {
      text: t('admin.account.places.attendance', { attendance: entry.place.attendance }),
      colour: entry.place.attendance === 'checked_in' ? 'success' : 'danger',
    };
  }
  const colour: BadgeColour = place.status === 'confirmed' ? 'success' : place.status === 'held' ? 'warning' : 'subtle';
  return { text: t('admin.account.places.status', { status: place.status }), colour };
}

const rosterPath = (sessionId: number) => `/admin/bookings-overview/sessions/${sessionId}`;

/**
 * Someone's places and their family's, person by person: drop-in sessions (with a link to the
 * session's roster, where staff check people in or cancel), waitlist lines, and camps, clinics,
 * lessons, socials and tournaments; upcoming or past, each with its status. Read-only.
 */
export function StaffPlacesCard({ userId }: { userId: number }) {
  const t = useT();
  const account = useAccountClasses();
  const admin = useAdminClasses();
  const classes = useClasses();
  const actor = useActorRef(useStaffPlacesLogic(), { input: { userId } });
  const scope = useSelector(actor, (s) => s.context.scope);
  const places = useSelector(actor, (s) => s.context.places);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const error = useSelector(actor, (s) => (s.matches('loadFailed') ? s.context.error : null));
  const people = places ? placesByPerson(places, scope) : [];

  return (
    <ScopedListCard
      id="staff-places"
      className={admin.staffCard}
      title={t('admin.account.places.title')}
      note={t('admin.account.places.note')}
      scope={scope}
      scopeLabels={{ upcoming: t('admin.account.bookings.upcoming'), past: t('admin.account.bookings.past') }}
      onScopeChange={(chosen) => actor.send({ type: 'staffPlaces.scopeChanged', scope: chosen })}
    >
      <LoadableList
        loading={loading}
        loadingLabel={t('admin.account.places.loading')}
        failure={error ? t('admin.account.places.loadFailed', { error: failureText(t, error) }) : null}
        retryLabel={t('admin.account.tryAgain')}
        onRetry={() => actor.send({ type: 'staffPlaces.retry' })}
        empty={people.length === 0}
        emptyText={t('admin.account.places.none', { scope })}
      >
        <div className={classes.people}>
          {people.map((person) => (
            <section key={person.key} className={classes.person} aria-labelledby={`staff-places-person-${person.key}`}>
              <Subtitle2 as="h3" id={`staff-places-person-${person.key}`}>
                {person.name}
              </Subtitle2>
              <ul className={account.list} aria-label={t('admin.account.places.personList', { scope, name: person.name })}>
                {person.entries.map((entry) => (
                  <PlaceRow key={`${entry.kind}-${entry.place.id}`} entry={entry} timeZone={places!.timeZone} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </LoadableList>
    </ScopedListCard>
  );
}

function PlaceRow({ entry, timeZone }: { entry: PlaceEntry; timeZone: string }) {
  const t = useT();
  const account = useAccountClasses();
  const classes = useClasses();
  const badge = statusBadge(t, entry);
  const when = entry.kind === 'program' ? programWhen(t, entry.place, timeZone) : sessionWhen(entry.place, timeZone);
  return (
    <li className={account.item}>
      <div className={account.headline}>
        <Text className={classes.when}>{when}</Text>
        <Badge appearance="tint" color={badge.colour}>
          {badge.text}
        </Badge>
      </div>
      {entry.kind === 'program' ? (
        <>
          <Text>{t('admin.account.places.program', { kind: entry.place.kind, title: entry.place.title })}</Text>
          {teamText(t, entry.place) && <Text className={account.meta}>{teamText(t, entry.place)}</Text>}
        </>
      ) : (
        <>
          <Text>{[entry.place.title, entry.kind === 'session' ? entry.place.level : null].filter(Boolean).join(' · ')}</Text>
          {entry.kind === 'waitlist' && entry.place.offerExpiresAt && (
            <Text className={account.meta}>{t('admin.account.places.offer', { time: formatInstant(entry.place.offerExpiresAt, timeZone) })}</Text>
          )}
          <Link href={rosterPath(entry.place.sessionId)} asChild>
            <FluentLink aria-label={t('admin.account.places.rosterLabel', { title: entry.place.title, date: formatVenueDate(entry.place.startsAt, timeZone) })}>
              {t('admin.account.places.roster')}
            </FluentLink>
          </Link>
        </>
      )}
    </li>
  );
}
