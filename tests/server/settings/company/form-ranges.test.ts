import { describe, expect, it } from 'vitest';
import { COMPANY_SETTINGS_RANGES } from '@machines/settings/company-settings';
import { companySettingsSchema, settingsPatch } from '../../../../server/modules/settings/company/company-settings';

// The settings form says "Enter a whole number from {min} to {max}": those ranges must be the server's own.
describe('the company settings form checks the server’s ranges', () => {
  it('courts, courts offered online and both booking windows', () => {
    for (const [field, { min, max }] of Object.entries(COMPANY_SETTINGS_RANGES)) {
      const takes = (value: number) => settingsPatch.safeParse({ [field]: value }).success;
      expect([takes(min), takes(max), takes(min - 1), takes(max + 1)], field).toEqual([true, true, false, false]);
      expect(Object.keys(companySettingsSchema.shape)).toContain(field);
    }
  });
});
