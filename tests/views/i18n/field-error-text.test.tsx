/**
 * The app words a refused field from the answer's `fieldCodes` in the language on screen, falling
 * back to the server's text; the values of a code's words (dates, times, money) are written for the
 * screen's language, as the API writes them in its own messages.
 */
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError } from '@machines/shared';
import { startLocale, switchLocale } from '@/i18n/catalogs';
import { formatErrorParams } from '@/i18n/error-params';
import { failureText, fieldErrorText, fieldErrorTexts } from '@/i18n/failure-text';
import { translate } from '@/i18n/translate';

const NBSP = '\u00a0';

const refusal: ApiError = {
  status: 400,
  code: 'invalid_field',
  message: 'Please correct the highlighted fields.',
  fields: { postalCode: 'Enter a Canadian postal code like A1A 1A1.', firstName: 'Use at most 100 characters.', nickname: 'Something new.' },
  fieldCodes: { postalCode: { code: 'postal_code' }, firstName: { code: 'too_long', params: { max: 100 } }, nickname: { code: 'a_rule_this_build_lacks' } },
};

afterEach(async () => {
  await act(() => switchLocale('en-CA'));
});

describe('a refused field', () => {
  it('is worded from its code in French, with its values', async () => {
    await act(() => startLocale('fr-CA', ['app', 'errors']));
    expect(fieldErrorText(translate, refusal, 'postalCode', refusal.fields?.postalCode)).toBe('Inscrivez un code postal canadien, comme A1A 1A1.');
    expect(fieldErrorText(translate, refusal, 'firstName', refusal.fields?.firstName)).toBe('Utilisez au plus 100 caractères.');
  });

  it('falls back to the server’s text for a code the app does not know, and says nothing once the form has cleared it', async () => {
    await act(() => startLocale('fr-CA', ['app', 'errors']));
    expect(fieldErrorText(translate, refusal, 'nickname', refusal.fields?.nickname)).toBe('Something new.');
    expect(fieldErrorText(translate, refusal, 'postalCode', undefined)).toBeUndefined();
    expect(fieldErrorText(translate, {}, 'phone', 'Texte du serveur.')).toBe('Texte du serveur.');
    expect(fieldErrorTexts(translate, refusal, { postalCode: 'x', firstName: 'y' })).toEqual({
      postalCode: 'Inscrivez un code postal canadien, comme A1A 1A1.',
      firstName: 'Utilisez au plus 100 caractères.',
    });
  });

  it('is worded in English from the same code', async () => {
    await act(() => startLocale('en-CA', ['app', 'errors']));
    expect(fieldErrorText(translate, refusal, 'firstName', refusal.fields?.firstName)).toBe('Use at most 100 characters.');
  });

  it('borrows the refusal’s own words when the field’s code is an error code (a booking off the hour)', async () => {
    await act(() => startLocale('fr-CA', ['app', 'errors']));
    const offHour = { fieldCodes: { startTime: { code: 'slot_off_hour', params: { first: '07:00', last: '21:00' } } } };
    expect(fieldErrorText(translate, offHour, 'startTime', 'x')).toContain(`de 7${NBSP}h à 21${NBSP}h`);
  });
});

describe('a refusal’s values', () => {
  it('are written for the screen’s language: dates, times, money', async () => {
    await act(() => startLocale('fr-CA', ['app', 'errors']));
    const renewal = { code: 'membership_renewal_not_open', params: { name: 'Élise', date: '2026-06-01' }, message: 'English' };
    expect(failureText(translate, renewal)).toContain('à partir du 1er juin 2026');
    expect(formatErrorParams({ from: '07:00', to: '21:30', amountCents: 2000, court: 3 }, 'fr-CA')).toEqual({
      from: `7${NBSP}h`,
      to: `21${NBSP}h${NBSP}30`,
      amountCents: `20,00${NBSP}$`,
      court: 3,
    });
    expect(formatErrorParams({ date: '2026-06-01', from: '07:00', amountCents: 2000 }, 'en-CA')).toEqual({
      date: 'June 1, 2026',
      from: '7:00 a.m.',
      amountCents: '$20.00',
    });
  });
});
