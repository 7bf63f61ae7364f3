import { KeyedCache } from '../../../lib/keyed-cache.js';
import { PerDatabase } from '../../../lib/per-database.js';
import type { BookingRules } from './booking-rules.js';
import type { CompanySettings } from './company-settings.js';

/** The two singleton rows in memory, dropped by NOTIFY settings_changed (a trigger on each table). */
class SettingsCache {
  readonly companySettings: KeyedCache<1, Readonly<CompanySettings>>;
  readonly bookingRules: KeyedCache<1, Readonly<BookingRules>>;

  constructor(usable: () => boolean) {
    this.companySettings = new KeyedCache(usable, 1);
    this.bookingRules = new KeyedCache(usable, 1);
  }

  /**
   * A message names the table that changed; a reset (or anything unknown) drops both. The alert
   * shares the channel and is not ours.
   */
  changed(table: string | null) {
    if (table === 'app_alert') return;
    if (table !== 'booking_rules') this.companySettings.clear();
    if (table !== 'company_settings') this.bookingRules.clear();
  }
}

export const settingsCaches = new PerDatabase((usable) => new SettingsCache(usable));
