import {
  Body1,
  Button,
  Link as FluentLink,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { OwnerWaitlistEntry } from '@machines/programs';
import { failureText } from '@/i18n/failure-text';
import { type Translate, useT } from '@/i18n/translate';
import { formatInstant } from '@/lib/venue-time';
import type { RegistrationsActor } from './actor-types';

const useClasses = makeStyles({
  section: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalS },
  hint: { color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXXL, display: 'grid', gap: tokens.spacingVerticalS },
  // Each person's lines (inside the item, so its number stays) wrap on a phone rather than widening the page.
  entry: { display: 'grid', gap: tokens.spacingVerticalXXS, overflowWrap: 'anywhere' },
  offered: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
});

const statusText = (t: Translate, entry: OwnerWaitlistEntry, zone: string) =>
  entry.status === 'offered' && entry.offerExpiresAt
    ? t('programsStaff.events.waitlist.offered', { time: formatInstant(entry.offerExpiresAt, zone) })
    : t('programsStaff.events.waitlist.waiting');

/** The program's line, first come first served: who waits (and for which division), and whose offer is live until when (venue time). */
export function WaitlistSection({ registrations }: { registrations: RegistrationsActor }) {
  const t = useT();
  const classes = useClasses();
  const { waitlist, waitlistError, timeZone } = useSelector(registrations, (s) => s.context);
  const canRetry = useSelector(registrations, (s) => s.can({ type: 'registrations.retry' }));

  return (
    <section className={classes.section} aria-labelledby="program-waitlist-heading">
      <Subtitle2 as="h3" id="program-waitlist-heading">
        {t('programsStaff.waitlist.heading')}
      </Subtitle2>
      <Text size={200} className={classes.hint}>
        {t('programsStaff.events.waitlist.hint')}
      </Text>
      {waitlistError ? (
        <MessageBar intent="warning">
          <MessageBarBody>{`${t('programsStaff.events.waitlist.loadFailed')} ${failureText(t, waitlistError)}`}</MessageBarBody>
          <MessageBarActions>
            <Button disabledFocusable={!canRetry} onClick={() => registrations.send({ type: 'registrations.retry' })}>
              {t('programsStaff.common.retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : waitlist.length === 0 ? (
        <Body1>{t('programsStaff.waitlist.none')}</Body1>
      ) : (
        <ol className={classes.list} aria-labelledby="program-waitlist-heading">
          {waitlist.map((entry) => (
            <li key={entry.id} value={entry.position}>
              <div className={classes.entry}>
                <Text weight="semibold">{entry.participantName}</Text>
                <Text size={200}>
                  {entry.accountName} · <FluentLink href={`mailto:${entry.accountEmail}`}>{entry.accountEmail}</FluentLink>
                </Text>
                {entry.divisionName && <Text size={200}>{t('programsStaff.events.waitlist.division', { name: entry.divisionName })}</Text>}
                <Text size={200} className={entry.status === 'offered' ? classes.offered : undefined}>
                  {statusText(t, entry, timeZone)}
                </Text>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
