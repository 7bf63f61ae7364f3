import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { householdMemberNames } from '../households/index.js';
import type { Mailer } from '../../mail/index.js';
import { readCompanySettings } from '../../settings/company/index.js';
import { contactsByIds } from '../../users/index.js';
import { addDays, venueMidnight } from '../../../lib/venue-time.js';
import { periodOf, venueDate } from './membership-periods.js';
import { claimReminder, endingWithoutRenewal, unclaimReminder } from './memberships-repository.js';
import type { MembershipReminderKind } from './schema.js';
import { membershipReminderMail } from './membership-mails.js';

/** How long after a lapse its reminder is still worth sending (older ones predate the job, or were missed for good). */
const LAPSED_CATCH_UP_DAYS = 7;

/**
 * Which reminder a period is due, by its last day counted from today: 30 days ahead (while 8 to 30
 * are left), 7 days ahead (7 to 0 left) and lapsed (ended up to a week ago). Ranges, not exact days,
 * so a day the job did not run (the server down, a deploy at midnight) is caught up on the next run;
 * the claim keeps each to once. A late 30-day one is skipped once the 7-day one is due.
 */
const DUE: { kind: MembershipReminderKind; fromDays: number; toDays: number }[] = [
  { kind: 'ends_in_30_days', fromDays: 8, toDays: 30 },
  { kind: 'ends_in_7_days', fromDays: 0, toDays: 7 },
  { kind: 'lapsed', fromDays: -LAPSED_CATCH_UP_DAYS, toDays: -1 },
];

interface ReminderRun {
  sent: number;
}

/**
 * The reminder e-mails: 30 and 7 days before a membership's last day and on the day it lapsed,
 * for periods no renewal follows. Each is claimed in membership_reminders before it is sent, so
 * two instances (or a restart) never send one twice; a mail that fails gives its claim back.
 */
export class MembershipReminders {
  private running: Promise<ReminderRun> | null = null;

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly appOrigin: string,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One run; a call while another runs on this instance waits for that one. */
  run(): Promise<ReminderRun> {
    this.running ??= this.send().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async send(): Promise<ReminderRun> {
    const now = this.now();
    const { timeZone } = await readCompanySettings(this.db);
    const today = venueDate(now, timeZone);
    // A period's ends_at is the midnight after its last day: a last day today+N ends at the midnight of today+N+1.
    const endsAtFor = (days: number) => venueMidnight(addDays(today, days + 1), timeZone);
    const windows = DUE.map((due) => ({ kind: due.kind, from: endsAtFor(due.fromDays), to: endsAtFor(due.toDays) }));
    const kindOf = (endsAt: Date) => windows.find((window) => window.from <= endsAt && endsAt <= window.to)?.kind;
    const due = await endingWithoutRenewal(this.db, endsAtFor(-LAPSED_CATCH_UP_DAYS), endsAtFor(30));
    if (due.length === 0) return { sent: 0 };
    const [holders, members] = await Promise.all([
      contactsByIds(this.db, [...new Set(due.map((row) => row.userId))]),
      householdMemberNames(
        this.db,
        due.map((row) => row.householdMemberId).filter((id): id is number => id !== null),
      ),
    ]);
    const holder = new Map(holders.map((contact) => [contact.id, contact]));
    let sent = 0;
    for (const row of due) {
      const kind = kindOf(row.endsAt);
      const to = holder.get(row.userId);
      if (!kind || !to || !(await claimReminder(this.db, row.id, kind, now))) continue;
      try {
        await this.mailer.send(
          membershipReminderMail({
            to: to.email,
            firstName: to.firstName,
            kind,
            validUntil: periodOf(row, timeZone).validUntil,
            member: row.householdMemberId === null ? null : (members.get(row.householdMemberId) ?? null),
            appOrigin: this.appOrigin,
            locale: to.locale,
          }),
        );
        sent += 1;
      } catch (error) {
        this.log.error({ err: error, membershipId: row.id, kind }, 'membership reminder not sent; it will be tried again');
        await unclaimReminder(this.db, row.id, kind);
      }
    }
    return { sent };
  }
}
