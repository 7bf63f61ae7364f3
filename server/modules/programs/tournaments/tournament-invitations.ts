import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { notFound } from '../../../lib/http-error.js';
import { localize } from '../../../lib/localized.js';
import { hashOpaqueToken, newOpaqueToken } from '../../../lib/opaque-token.js';
import type { Locale } from '../../../lib/request-locale.js';
import type { Mailer } from '../../mail/index.js';
import { lineById, type OrderService } from '../../checkout/orders/index.js';
import type { PaymentsService } from '../../checkout/payments/index.js';
import type { Buyer, SoldLine } from '../../checkout/products/index.js';
import { readCompanySettings, taxRates } from '../../settings/company/index.js';
import { contactByEmail, contactOf } from '../../users/index.js';
import { divisionById, ENROLMENT_REFERENCE, enrolmentsByIds, enrolmentsOfEntry, type PlaceWaitlistService, setEnrolment } from '../events/index.js';
import { participantNames, PROGRAM_REGISTRATION, publicNameOf, queueVenueRefund } from '../shared/index.js';
import { lockProgram, programById, programTitles, sessionsOfPrograms } from '../schedule/index.js';
import type { TournamentEntryRow } from './schema.js';
import { invitationLapsedMail, invitationMail, partnerJoinedMail, type MailEntry } from './tournament-mails.js';
import { claimInvitation, entryById, entryByToken, invitationsDue, setEntry } from './tournament-entries-repository.js';

/** How long an invited partner has to accept and pay. */
const INVITATION_WINDOW_MS = 48 * 3_600_000;

/**
 * Partners invited by e-mail (docs/tournaments-and-waitlists.md): the invitation goes out once the
 * inviter has paid, the partner accepts through an order of their own, and an invitation not paid
 * for in 48 hours lapses: the inviter is refunded and the place goes to the division's line.
 */
export class TournamentInvitations {
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly services: { orders: OrderService; payments: PaymentsService },
    private readonly waitlist: PlaceWaitlistService,
    private readonly mailer: Mailer,
    private readonly appOrigin: string,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A tournament line was paid: send the partner's invitation, or tell the inviter their team is complete. */
  async linePaid(line: SoldLine) {
    if (line.product !== PROGRAM_REGISTRATION || !line.reference?.startsWith(ENROLMENT_REFERENCE)) return;
    const [row] = await enrolmentsByIds(this.db, [Number(line.reference.slice(ENROLMENT_REFERENCE.length).split('+')[0])]);
    if (!row?.entryId) return;
    const entry = await entryById(this.db, row.entryId);
    if (!entry?.inviteEmail || entry.status !== 'open') return;
    if (entry.inviteSentAt === null) return this.send(entry);
    if (row.accountUserId !== entry.inviterUserId) await this.tellJoined(entry, row.accountUserId);
  }

  /** The invitation as its link shows it: no login needed, the token is the key. */
  async view(token: string, locale: Locale) {
    const entry = await entryByToken(this.db, hashOpaqueToken(token));
    const found = entry && (await this.describe(entry));
    if (!entry || !found) throw notFound('There is no such invitation.').coded('program_invitation_not_found');
    const { program, division, mail } = found;
    const places = await enrolmentsOfEntry(this.db, entry.id, this.now());
    const inviterPlace = places.find((place) => place.accountUserId === entry.inviterUserId) ?? places[0];
    const inviterName = inviterPlace ? ((await participantNames(this.db, [inviterPlace])).get(inviterPlace) ?? '—') : '—';
    const settings = await readCompanySettings(this.db);
    const accepted = places.length >= 2;
    const lapsed = entry.status === 'lapsed' || (entry.inviteExpiresAt !== null && entry.inviteExpiresAt <= this.now());
    const state: 'open' | 'accepted' | 'lapsed' | 'withdrawn' = accepted
      ? 'accepted'
      : lapsed
        ? 'lapsed'
        : entry.status === 'open' && places.length === 1
          ? 'open'
          : 'withdrawn';
    return {
      programId: program.id,
      ...titleFor(locale, program),
      startsAt: mail.startsAt.toISOString(),
      timeZone: settings.timeZone,
      division: { id: division.id, name: division.name, format: division.format, level: division.level, feeCents: division.feeCents },
      inviterName: publicNameOf(inviterName),
      expiresAt: (entry.inviteExpiresAt ?? this.now()).toISOString(),
      state,
      taxes: taxRates(settings),
    };
  }

  /** The partner accepts: their own place on the entry, held in an order of their own to pay. */
  async accept(caller: Buyer, token: string, locale: Locale) {
    const entry = await entryByToken(this.db, hashOpaqueToken(token));
    if (!entry) throw notFound('There is no such invitation.').coded('program_invitation_not_found');
    const line = { product: PROGRAM_REGISTRATION, programId: entry.programId, participantId: 'self' as const, divisionId: entry.divisionId, invitation: token };
    return this.services.orders.place({
      buyer: caller,
      customer: { userId: caller.id, email: caller.email, name: null, locale },
      channel: 'online',
      lines: [line],
      nameLines: false,
    });
  }

  /** The job: unsent invitations go out (a mail that failed), lapsed ones withdraw their entry. */
  run(): Promise<void> {
    this.running ??= this.runOnce().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runOnce() {
    const now = this.now();
    for (const entry of await invitationsDue(this.db, now)) {
      const places = await enrolmentsOfEntry(this.db, entry.id, now);
      if (entry.inviteSentAt === null) {
        if (places.some((place) => place.status === 'confirmed')) await this.send(entry);
        else if (places.length === 0 && entry.createdAt.getTime() < now.getTime() - INVITATION_WINDOW_MS)
          await setEntry(this.db, entry.id, { status: 'withdrawn', updatedAt: now });
        continue;
      }
      // Expired: lapse unless the partner is paying right now (their hold decides) or has paid.
      if (places.length >= 2) {
        if (places.every((place) => place.status === 'confirmed')) await setEntry(this.db, entry.id, { inviteExpiresAt: null, updatedAt: now });
        continue;
      }
      await this.lapse(entry.id);
    }
  }

  private async lapse(entryId: number) {
    const now = this.now();
    const done = await this.db.transaction(async (tx) => {
      const entry = await entryById(tx, entryId);
      if (!entry) return null;
      await lockProgram(tx, entry.programId);
      const places = await enrolmentsOfEntry(tx, entryId, now);
      if (entry.status !== 'open' || places.length >= 2) return null;
      if (places.length === 0) {
        // The inviter left (cancelled, or never paid): nothing to refund or tell.
        await setEntry(tx, entryId, { status: 'withdrawn', updatedAt: now });
        return null;
      }
      await setEntry(tx, entryId, { status: 'lapsed', updatedAt: now });
      const refunds: { refundId: number | null; refundCents: number; accountUserId: number | null }[] = [];
      for (const place of places) {
        await setEnrolment(tx, place.id, { status: place.status === 'held' ? 'released' : 'cancelled', cancelledAt: now, updatedAt: now });
        if (place.status !== 'confirmed' || place.orderLineId === null) continue;
        const line = await lineById(tx, place.orderLineId);
        const refund = await queueVenueRefund(
          tx,
          this.services,
          { line, shareCents: line ? Math.ceil(line.totalCents / line.quantity) : 0 },
          { what: 'entry' },
        );
        refunds.push({ ...refund, accountUserId: place.accountUserId });
      }
      return { entry, refunds };
    });
    if (!done) return;
    for (const refund of done.refunds) if (refund.refundId) await this.services.payments.processRefund(refund.refundId, { notify: false });
    const found = await this.describe(done.entry);
    const to = done.entry.inviterUserId !== null ? await contactOf(this.db, done.entry.inviterUserId) : null;
    if (found && to) {
      const refunded = done.refunds.reduce((sum, refund) => sum + refund.refundCents, 0);
      await this.mailer
        .send(invitationLapsedMail(to, found.mail, refunded, this.appOrigin))
        .catch((error: unknown) => this.log.error({ err: error, entryId }, 'could not e-mail a lapsed invitation'));
    }
    await this.waitlist.offerFreedPlaces(done.entry.programId, done.entry.divisionId);
  }

  /** Sends the invitation once across instances: the token's hash and its window are claimed together. */
  private async send(entry: TournamentEntryRow) {
    const now = this.now();
    const { token, tokenHash } = newOpaqueToken();
    const claimed = await claimInvitation(this.db, entry.id, tokenHash, now, new Date(now.getTime() + INVITATION_WINDOW_MS));
    const found = claimed && (await this.describe(claimed));
    if (!claimed || !found || !claimed.inviteEmail) return;
    const places = await enrolmentsOfEntry(this.db, entry.id, now);
    const inviterName = places[0] ? ((await participantNames(this.db, [places[0]])).get(places[0]) ?? '—') : '—';
    const account = await contactByEmail(this.db, claimed.inviteEmail);
    const inviter = claimed.inviterUserId !== null ? await contactOf(this.db, claimed.inviterUserId) : null;
    const locale = account?.locale ?? inviter?.locale ?? 'en-CA';
    const link = `${this.appOrigin}/tournaments/invitations/${token}`;
    try {
      await this.mailer.send(
        invitationMail(
          { email: claimed.inviteEmail, locale, firstName: account?.firstName ?? null },
          found.mail,
          inviterName,
          found.division.feeCents,
          claimed.inviteExpiresAt!,
          link,
        ),
      );
    } catch (error) {
      // Unclaimed, so the job sends a new link on its next run.
      this.log.error({ err: error, entryId: entry.id }, 'could not send a tournament invitation');
      await setEntry(this.db, entry.id, { inviteSentAt: null, inviteTokenHash: null, inviteExpiresAt: null, updatedAt: now });
    }
  }

  private async tellJoined(entry: TournamentEntryRow, partnerUserId: number | null) {
    const found = await this.describe(entry);
    const to = entry.inviterUserId !== null ? await contactOf(this.db, entry.inviterUserId) : null;
    const partner = partnerUserId !== null ? await contactOf(this.db, partnerUserId) : null;
    if (!found || !to || !partner) return;
    await this.mailer.send(partnerJoinedMail(to, found.mail, publicNameOf(`${partner.firstName} ${partner.lastName}`)));
  }

  private async describe(entry: TournamentEntryRow): Promise<{
    program: NonNullable<Awaited<ReturnType<typeof programById>>>;
    division: NonNullable<Awaited<ReturnType<typeof divisionById>>>;
    mail: MailEntry;
  } | null> {
    const [program, division] = await Promise.all([programById(this.db, entry.programId), divisionById(this.db, entry.divisionId)]);
    const dates = (await sessionsOfPrograms(this.db, [entry.programId], { includeCancelled: true })).get(entry.programId) ?? [];
    if (!program || !division || dates.length === 0) return null;
    const { timeZone } = await readCompanySettings(this.db);
    return {
      program,
      division,
      mail: { title: programTitles(program), division: division.name, startsAt: dates[0].startsAt, endsAt: dates.at(-1)!.endsAt, timeZone },
    };
  }
}

/** The invitation's `programTitle` in the reader's language, with `lang` when it is the other one's. */
function titleFor(locale: Locale, program: Parameters<typeof programTitles>[0]) {
  const { title, ...lang } = localize(locale, 'title', { title: programTitles(program) });
  return { programTitle: title, ...lang };
}
