import { Text } from '@fluentui/react-components';
import { Link } from 'wouter';
import type { DropInSoon } from '@machines/venue';
import { useT } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { formatWallTime, formatWeekdayTimeIn } from '@/lib/venue-clock';
import { contentLang } from '@/lib/localized/content-lang';
import { useWhatsOnItemClasses } from './whats-on-item-styles';

/** Drop-ins with a spot left today and tomorrow; each opens its registration on Drop In. */
export function DropInsSoon({ dropIns, now, timeZone }: { dropIns: DropInSoon[]; now: string; timeZone: string }) {
  const classes = useWhatsOnItemClasses();
  const t = useT();
  return (
    <>
      {dropIns.length === 0 ? (
        <Text>{t('venue.whatsOn.dropIns.none')}</Text>
      ) : (
        <ul className={classes.list}>
          {dropIns.map((session) => {
            const time = t('venue.home.hoursRange', { opens: formatWallTime(session.startTime), closes: formatWallTime(session.endTime) });
            const open = Date.parse(session.registrationOpensAt) <= Date.parse(now);
            return (
              <li key={session.id}>
                <Link href={`/drop-in?session=${session.id}`} className={classes.item}>
                  <span className={classes.itemTop}>
                    <span>{t('venue.whatsOn.dropIns.when', { day: session.day, time })}</span>
                    <span>{formatCad(session.priceCents)}</span>
                  </span>
                  <span lang={contentLang(session)}>
                    {session.level ? t('venue.whatsOn.titleAndLevel', { title: session.title, level: session.level }) : session.title}
                  </span>
                  <span className={classes.itemFacts}>
                    <span>{t('venue.whatsOn.dropIns.spots', { count: session.spotsLeft })}</span>
                    {session.memberPriceCents < session.priceCents ? (
                      <span>{t('venue.whatsOn.dropIns.memberPrice', { price: formatCad(session.memberPriceCents) })}</span>
                    ) : null}
                    <span className={classes.action}>
                      {open
                        ? t('venue.whatsOn.dropIns.register')
                        : t('venue.whatsOn.dropIns.opens', { when: formatWeekdayTimeIn(session.registrationOpensAt, timeZone) })}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Link href="/drop-in" className={classes.more}>
        {t('venue.whatsOn.dropIns.all')}
      </Link>
    </>
  );
}
