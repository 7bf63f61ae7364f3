import { HttpFailure } from '@/lib/http-client';
import { vi } from 'vitest';
import type { Api } from '@/lib/api/api';
import type { AlertBody, AppAlert, Profile } from '@/lib/api/types';
import type {
  Availability,
  Booking,
  BookingHold,
  BookingRequest,
  BookingRules,
  CancellationTerms,
  CancelResult,
  StaffBookingRequest,
  StaffDay,
} from '@/lib/api/bookings-types';
import type { BookingRulesChanges } from '@/lib/api/bookings-api';
import type { CheckoutReturn, Order, OrderLineRequest, PlacedOrder, Takings } from '@/lib/api/orders-api';
import { DEFAULT_COMPANY_SETTINGS } from '@machines/settings/company-settings';
import type { HouseholdMember, MemberRequest } from '@machines/account/household-member';
import type { Memberships } from '@machines/account/membership-shapes';
import type { Invitation } from '@machines/programs/invitation.machine';
import type { Coach, CoachBody, OwnerCoach, OwnerPartner, Partner, PartnerBody } from '@machines/content/content-shapes';
import { type EditableAlert, publicAlertOf } from '@machines/session/alert.machine';
import { contentLanguageOf } from '@machines/shared/localized';
import { currentLocale } from '@/i18n/translate';
import { aHouseholdMember, noMembership } from './account-fixtures';
import type { AccountPlaces, AccountPlacesScope, AuditEntry, DeskSaleRequest, MembershipRefundRequest } from '@machines/account/staff-account-shapes';
import { fakeEventSetupApi } from './event-setup-fakes';
import { fakeOpenPlayApi } from './open-play-fakes';
import { fakeProgramsApi, fakeProgramSetupApi } from './program-setup-fakes';
import { nothingOn } from './whats-on-fixtures';

export const memberProfile: Profile = {
  id: 3,
  email: 'member@example.com',
  firstName: 'Maya',
  lastName: 'Member',
  gender: 'prefer-not-to-say',
  postalCode: 'M5V 2T6',
  birthday: '1990-05-10',
  phoneNumber: '+14165550102',
  selfRatedLevel: null,
  roles: [],
  locale: 'en-CA',
  createdAt: '2026-01-01T12:00:00.000Z',
};

/** The owner's coaches or partners calls: an empty list, and a save that answers the body back. */
function fakeOwnerCalls<T, B>() {
  return {
    list: vi.fn(async (): Promise<T[]> => []),
    create: vi.fn(async (body: B): Promise<T> => ({ id: 101, order: 0, ...body }) as unknown as T),
    update: vi.fn(async (id: number, body: B): Promise<T> => ({ id, order: 0, ...body }) as unknown as T),
    remove: vi.fn(async (_id: number): Promise<void> => undefined),
    reorder: vi.fn(async (_ids: number[]): Promise<T[]> => []),
  };
}

/**
 * The site alert: the banner's read (none by default); staff's read of both languages follows it (a
 * test's banner alert is its English version); a save answers as the app's API does, the banner's
 * alert in the language on screen.
 */
function fakeAlertApi() {
  const alert = {
    load: vi.fn(async (): Promise<AppAlert | null> => null),
    loadForEditing: vi.fn(async (): Promise<EditableAlert> => {
      const shown = await alert.load();
      if (!shown) throw new HttpFailure('There is no alert: publish one first.', 404, undefined, undefined, 'no_alert');
      return { ...shown, linkUrl: shown.linkUrl ?? null, message: { en: shown.message, fr: null }, linkText: { en: shown.linkText ?? null, fr: null } };
    }),
    create: vi.fn(async (body: AlertBody) => publicAlertOf({ id: 1, updatedAt: '2026-11-21T10:00:00.000Z', ...body }, contentLanguageOf(currentLocale()))),
    update: vi.fn(async (body: AlertBody) => publicAlertOf({ id: 1, updatedAt: '2026-11-21T11:00:00.000Z', ...body }, contentLanguageOf(currentLocale()))),
    remove: vi.fn(async () => undefined),
  };
  return alert;
}

/**
 * Every API call as a vi.fn with a harmless default answer; a test overrides what it is about,
 * e.g. `api.auth.login.mockRejectedValue({ status: 401, message: 'Incorrect e-mail or password.' })`.
 * Rejections use the HTTP layer's shape: `{ status, message, name?, fields? }`.
 */
export function createFakeApi() {
  return {
    auth: {
      signup: vi.fn(async () => memberProfile),
      login: vi.fn(async () => memberProfile),
      logout: vi.fn(async () => undefined),
      clearCookies: vi.fn(async () => undefined),
      refresh: vi.fn(async () => ({ status: 201, ok: true })),
      requestResetLink: vi.fn(async () => ({ message: 'If an account exists for that e-mail, we have sent it a link.' })),
      staffResetLink: vi.fn(async () => ({ link: 'http://localhost:3000/redirect/reset-password/3/token', expiresAt: '2026-11-21T12:30:00.000Z' })),
      verifyResetToken: vi.fn(async () => true),
      resetPassword: vi.fn(async () => ({ message: 'Your password has been changed.' })),
      setRoles: vi.fn(async (id: number, roles: Profile['roles']) => ({ ...memberProfile, id, roles })),
      hasAdminAccess: vi.fn(async () => false),
      hasOwnerAccess: vi.fn(async () => false),
    },
    alert: fakeAlertApi(),
    companySettings: {
      load: vi.fn(async () => ({ ...DEFAULT_COMPANY_SETTINGS })),
      save: vi.fn(async (changes) => ({ ...DEFAULT_COMPANY_SETTINGS, ...changes })),
    },
    users: {
      me: vi.fn(async () => memberProfile),
      get: vi.fn(async (id: number) => ({ ...memberProfile, id })),
      update: vi.fn(async (_id, changes) => ({ ...memberProfile, ...changes })),
      search: vi.fn(async () => ({ items: [memberProfile], total: 1 })),
    },
    // Bookings: tests that use them give answers (fixtures in tests/views/support/booking-fixtures.ts).
    bookings: {
      availability: vi.fn(async (_date: string): Promise<Availability> => {
        throw new HttpFailure('availability not stubbed', 500);
      }),
      availabilityStreamUrl: vi.fn((date: string) => `/api/bookings/availability/stream?date=${date}`),
      book: vi.fn(async (_request: BookingRequest): Promise<BookingHold> => {
        throw new HttpFailure('book not stubbed', 500);
      }),
      mine: vi.fn(async (_scope: 'upcoming' | 'past'): Promise<Booking[]> => []),
      cancellationTerms: vi.fn(async (_id: number): Promise<CancellationTerms> => {
        throw new HttpFailure('cancellationTerms not stubbed', 500);
      }),
      release: vi.fn(async (_id: number): Promise<Booking> => {
        throw new HttpFailure('release not stubbed', 500);
      }),
      cancel: vi.fn(async (_id: number, _expected?: 'full' | 'none'): Promise<CancelResult> => {
        throw new HttpFailure('cancel not stubbed', 500);
      }),
      calendarUrl: vi.fn((id: number) => `/api/bookings/${id}/calendar.ics`),
      rules: vi.fn(async (): Promise<BookingRules> => ({
        maxBookingHours: 3,
        maxUpcomingBookingsPerMember: 4,
        cancellationCutoffHours: 24,
        checkoutHoldMinutes: 15,
        effectiveCheckoutHoldMinutes: 15,
        updatedAt: '2026-11-01T00:00:00.000Z',
      })),
      // Answers the fake rules with the changes applied, as the server does.
      saveRules: vi.fn(async (changes: BookingRulesChanges): Promise<BookingRules> => ({
        maxBookingHours: 3,
        maxUpcomingBookingsPerMember: 4,
        cancellationCutoffHours: 24,
        checkoutHoldMinutes: 15,
        effectiveCheckoutHoldMinutes: 15,
        ...changes,
        ...(changes.checkoutHoldMinutes === undefined ? {} : { effectiveCheckoutHoldMinutes: changes.checkoutHoldMinutes }),
        updatedAt: '2026-11-02T00:00:00.000Z',
      })),
      staffDay: vi.fn(async (_date: string): Promise<StaffDay> => {
        throw new HttpFailure('staffDay not stubbed', 500);
      }),
      staffDayCsvUrl: vi.fn((date: string) => `/api/admin/bookings.csv?date=${date}`),
      staffBook: vi.fn(async (_request: StaffBookingRequest): Promise<Booking> => {
        throw new HttpFailure('staffBook not stubbed', 500);
      }),
      staffCancel: vi.fn(async (_id: number, _refund: boolean, _reason?: string): Promise<CancelResult> => {
        throw new HttpFailure('staffCancel not stubbed', 500);
      }),
    },
    // Family members and memberships: an account with no family and no membership by default.
    households: {
      list: vi.fn(async (_userId?: number): Promise<HouseholdMember[]> => []),
      add: vi.fn(async (request: MemberRequest, _userId?: number): Promise<HouseholdMember> => aHouseholdMember(request)),
      update: vi.fn(async (id: number, changes: MemberRequest, _userId?: number): Promise<HouseholdMember> => aHouseholdMember({ ...changes, id })),
      remove: vi.fn(async (_id: number, _userId?: number): Promise<void> => undefined),
    },
    memberships: {
      mine: vi.fn(async (_userId?: number): Promise<Memberships> => ({ items: [noMembership('self', 'Maya Member')], taxes: [] })),
      cancel: vi.fn(async (_id: number): Promise<Memberships> => {
        throw new HttpFailure('cancel not stubbed', 500);
      }),
    },
    // Orders: tests that use them give answers (fixtures in tests/views/support/order-fixtures.ts).
    orders: {
      place: vi.fn(async (_lines: OrderLineRequest[]): Promise<PlacedOrder> => {
        throw new HttpFailure('place not stubbed', 500);
      }),
      mine: vi.fn(async (): Promise<Order[]> => []),
      get: vi.fn(async (_id: string): Promise<Order> => {
        throw new HttpFailure('There is no such order.', 404);
      }),
      receiptUrl: vi.fn((id: string) => `/api/orders/${id}/receipt`),
      checkoutReturn: vi.fn(async (_sessionId: string): Promise<CheckoutReturn> => {
        throw new HttpFailure('We could not find this checkout.', 404);
      }),
      cancelCheckout: vi.fn(async (_sessionId: string): Promise<CheckoutReturn> => {
        throw new HttpFailure('We could not find this checkout.', 404);
      }),
      search: vi.fn(async (_q: string): Promise<Order[]> => []),
      recordDeskPayment: vi.fn(async (_id: string, _method: 'cash' | 'card_terminal', _reference?: string): Promise<Order> => {
        throw new HttpFailure('recordDeskPayment not stubbed', 500);
      }),
      refundLine: vi.fn(async (_id: string, _lineId: number, _amountCents: number, _reason: string): Promise<Order> => {
        throw new HttpFailure('refundLine not stubbed', 500);
      }),
      takings: vi.fn(async (_from: string, _to: string): Promise<Takings> => {
        throw new HttpFailure('takings not stubbed', 500);
      }),
      takingsCsvUrl: vi.fn((from: string, to: string) => `/api/admin/takings.csv?from=${from}&to=${to}`),
    },
    // The staff view of an account: tests that use it give answers.
    staffAccounts: {
      orders: vi.fn(async (_userId: number): Promise<Order[]> => []),
      bookings: vi.fn(async (_userId: number, _scope: 'upcoming' | 'past'): Promise<Booking[]> => []),
      memberships: vi.fn(async (_userId: number): Promise<Memberships> => ({ items: [], taxes: [] })),
      places: vi.fn(async (_userId: number, _scope: AccountPlacesScope): Promise<AccountPlaces> => ({
        registrations: [],
        waitlist: [],
        enrolments: [],
        timeZone: 'America/Toronto',
      })),
      sellMemberships: vi.fn(async (_request: DeskSaleRequest): Promise<Order> => {
        throw new HttpFailure('sellMemberships not stubbed', 500);
      }),
      refundMembership: vi.fn(async (_request: MembershipRefundRequest): Promise<Memberships> => {
        throw new HttpFailure('refundMembership not stubbed', 500);
      }),
      resendReceipt: vi.fn(async (_orderId: string): Promise<void> => undefined),
      audit: vi.fn(async (_userId: number): Promise<{ items: AuditEntry[]; timeZone?: string }> => ({ items: [], timeZone: 'America/Toronto' })),
    },
    // The coaches and partners a visitor sees.
    content: {
      coaches: vi.fn(async (): Promise<Coach[]> => []),
      partners: vi.fn(async (): Promise<Partner[]> => []),
      ownerCoaches: fakeOwnerCalls<OwnerCoach, CoachBody>(),
      ownerPartners: fakeOwnerCalls<OwnerPartner, PartnerBody>(),
    },
    // The owner's drop-in setup and the staff roster.
    programSetup: fakeProgramSetupApi(),
    // The owner's camps, clinics, lessons and socials.
    eventSetup: fakeEventSetupApi(),
    // Drop-in for players.
    programs: fakeProgramsApi(),
    // A tournament partner's invitation link; tests that use it give answers.
    invitations: {
      get: vi.fn(async (_token: string): Promise<Invitation> => {
        throw new HttpFailure('There is no such invitation.', 404, undefined, undefined, 'program_invitation_not_found');
      }),
      accept: vi.fn(async (_token: string): Promise<PlacedOrder> => {
        throw new HttpFailure('accept not stubbed', 500);
      }),
    },
    // Open play run live: none on Account; live screens' tests give their views.
    openPlay: fakeOpenPlayApi(),
    // The home page's "what is on"; nothing on unless a test says otherwise.
    whatsOn: {
      load: vi.fn(async () => nothingOn()),
    },
    // The image upload (rich-text image tool, coach photos, partner logos).
    uploads: {
      image: vi.fn(async (_file: File) => ({
        id: '00000000-0000-4000-8000-000000000001',
        url: '/api/uploads/00000000-0000-4000-8000-000000000001',
        width: 800,
        height: 600,
      })),
    },
  } satisfies Api;
}

export type FakeApi = ReturnType<typeof createFakeApi>;
