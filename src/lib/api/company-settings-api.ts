import type { HttpClient } from '@/lib/http-client';
import type { CompanySettings } from '@machines/settings';

export function createCompanySettingsApi(http: HttpClient) {
  return {
    load: () => http.get<CompanySettings>('company-settings').then((r) => r.data),
    /** Partial settings in, the whole settings back (spec §7). */
    save: (changes: Partial<CompanySettings>) => http.patch<CompanySettings>('company-settings', changes).then((r) => r.data),
  };
}
