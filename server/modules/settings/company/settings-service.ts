import type { Database } from '../../../db/client.js';
import { refuseNonHttpsUrls } from '../../../lib/content-fields.js';
import { badRequest } from '../../../lib/http-error.js';
import type { ChangeFeed } from '../../../plugins/change-feed.js';
import { toBookingRules, type BookingRules, type BookingRulesPatch } from './booking-rules.js';
import { crossFieldErrors, toCompanySettings, VENUE_LINK_FIELDS, type CompanySettings, type CompanySettingsPatch } from './company-settings.js';
import { settingsCaches } from './settings-cache.js';
import { bookingRulesRow, companySettingsRow, lockCompanySettingsRow, updateBookingRulesRow, updateCompanySettingsRow } from './settings-repository.js';

type Reader = Pick<Database, 'select' | 'insert'>;

/**
 * The booking rules: from memory when `db` is an app's database (the settings plugin attached a
 * cache to it), else (a transaction) read in it. The answer is frozen: it may be shared.
 */
export async function readBookingRules(db: Reader): Promise<BookingRules> {
  const cache = settingsCaches.of(db);
  return cache ? cache.bookingRules.get(1, () => loadBookingRules(db).then((rules) => Object.freeze(rules))) : loadBookingRules(db);
}

/**
 * Inside a transaction: the rules the app holds in memory when it holds them, else read in the
 * transaction. Never a miss through the app's own handle, which on PGlite (one connection) would wait
 * for this very transaction to end. The cache is dropped on every committed change, so its value is
 * the one a read in the transaction would see (read committed).
 */
export async function readBookingRulesWithin(tx: Reader, app: object): Promise<BookingRules> {
  return settingsCaches.of(app)?.bookingRules.peek(1) ?? readBookingRules(tx);
}

/** The company settings, cached like the booking rules. */
export async function readCompanySettings(db: Reader): Promise<CompanySettings> {
  const cache = settingsCaches.of(db);
  return cache ? cache.companySettings.get(1, () => loadCompanySettings(db).then((settings) => Object.freeze(settings))) : loadCompanySettings(db);
}

const loadBookingRules = async (db: Reader): Promise<BookingRules> => toBookingRules(await bookingRulesRow(db));
const loadCompanySettings = async (db: Reader): Promise<CompanySettings> => toCompanySettings(await companySettingsRow(db));

/** The venue's settings and booking rules (the SQL on their two singleton tables is settings-repository.ts). */
export class SettingsService {
  constructor(
    private readonly db: Database,
    /** A change answers once every instance has been told (triggers send settings_changed). */
    private readonly feed: Pick<ChangeFeed, 'caughtUp'>,
  ) {}

  companySettings(): Promise<CompanySettings> {
    return readCompanySettings(this.db);
  }

  bookingRules(): Promise<BookingRules> {
    return readBookingRules(this.db);
  }

  /** Applies a partial change; fields that disagree with each other answer 400 with every field's message. */
  async updateCompanySettings(patch: CompanySettingsPatch): Promise<CompanySettings> {
    refuseNonHttpsUrls(Object.fromEntries(VENUE_LINK_FIELDS.map((field) => [field, patch[field]])));
    const settings = await this.db.transaction(async (tx) => {
      const next = { ...toCompanySettings(await lockCompanySettingsRow(tx)), ...patch };
      const errors = crossFieldErrors(next);
      if (Object.keys(errors).length > 0) throw badRequest('Please correct the highlighted fields.', errors);
      return toCompanySettings(await updateCompanySettingsRow(tx, patch));
    });
    await this.feed.caughtUp();
    return settings;
  }

  async updateBookingRules(patch: BookingRulesPatch): Promise<BookingRules> {
    await readBookingRules(this.db);
    const row = await updateBookingRulesRow(this.db, patch);
    await this.feed.caughtUp();
    return toBookingRules(row);
  }
}
