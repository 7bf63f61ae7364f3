import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CatalogDomain } from '@/i18n/catalog-domains';
import { needCatalogs } from '@/i18n/catalogs';
import type { MessageId } from '@/i18n/translate';
import type { RouteRequirement } from '@machines/session/route-guard.machine';

type Page = LazyExoticComponent<ComponentType>;

export interface AppRoute {
  path: string;
  /** The page's name in the tab title (app catalogue). */
  titleId: MessageId;
  page: Page;
  /** Which guard applies; the account route derives its requirement from the id. */
  guard?: RouteRequirement | ((params: Record<string, string | undefined>) => RouteRequirement);
}

/** A screen's chunk and its catalogues in the language on screen, loaded side by side. */
const page = (load: () => Promise<{ default: ComponentType }>, ...domains: CatalogDomain[]): Page =>
  lazy(async () => (await Promise.all([load(), needCatalogs(...domains)]))[0]);

// Every screen is its own chunk (spec §2: all routes load lazily).
const HomePage = page(() => import('@/features/venue/home-page'), 'venue');
const AccountPage = page(() => import('@/features/account/account-page'), 'account', 'booking', 'checkout', 'programs');
const BookCourtPage = page(() => import('@/features/booking/book-court-page'), 'booking', 'checkout');
const CampsPage = page(() => import('@/features/programs/camps-page'), 'venue', 'programs');
const TournamentsPage = page(() => import('@/features/programs/tournaments-page'), 'venue', 'programs');
const InvitationPage = page(() => import('@/features/programs/invitation/invitation-page'), 'programs', 'checkout');
const DropInPage = page(() => import('@/features/programs/drop-in-page'), 'venue', 'programs', 'checkout');
const LessonsPage = page(() => import('@/features/programs/lessons-page'), 'venue', 'programs');
const EventsPage = page(() => import('@/features/programs/events-page'), 'venue', 'programs');
const PartnersPage = page(() => import('@/features/venue/partners-page'), 'venue');
const CoachesPage = page(() => import('@/features/venue/coaches-page'), 'venue');
const LessonInfoPage = page(() => import('@/features/programs/lesson-info-page'), 'venue', 'programs', 'checkout');
const AdminUsersPage = page(() => import('@/features/users/admin-users-page'), 'admin');
const BookingsOverviewPage = page(() => import('@/features/booking/bookings-overview-page'), 'booking', 'checkout', 'admin', 'programsStaff');
const RosterPage = page(() => import('@/features/programs/roster/roster-page'), 'admin', 'programsStaff');
const OrdersPage = page(() => import('@/features/checkout/orders-page'), 'checkout', 'admin');
const TakingsPage = page(() => import('@/features/checkout/takings-page'), 'checkout', 'admin');
const CompanySettingsPage = page(() => import('@/features/settings/company-settings-page'), 'admin');
const DropInSetupPage = page(() => import('@/features/programs/dropin-setup-page'), 'admin', 'venue', 'programsStaff');
const EventSetupPage = page(() => import('@/features/programs/event-setup-page'), 'admin', 'venue', 'programsStaff');
const CheckoutSuccessPage = page(() => import('@/features/checkout/checkout-success-page'), 'checkout');
const CheckoutCancelPage = page(() => import('@/features/checkout/checkout-cancel-page'), 'checkout');
const ResetPasswordPage = page(() => import('@/features/auth/reset-password-page'), 'auth');
export const NotFoundPage = page(() => import('@/features/venue/not-found-page'), 'venue');

const accountRequirement = (params: Record<string, string | undefined>): RouteRequirement =>
  params.id ? { account: true, id: Number(params.id) } : { account: true };

/** The spec's routes (§2), plus a tournament invitation, a session's roster and the staff's order tools (Orders, Takings). */
export const APP_ROUTES: AppRoute[] = [
  { path: '/', titleId: 'nav.home', page: HomePage },
  { path: '/account/:id?', titleId: 'nav.account', page: AccountPage, guard: accountRequirement },
  { path: '/bookings', titleId: 'nav.bookCourt', page: BookCourtPage },
  { path: '/camps', titleId: 'nav.camps', page: CampsPage },
  { path: '/tournaments', titleId: 'nav.tournaments', page: TournamentsPage },
  { path: '/tournaments/invitations/:token', titleId: 'page.tournamentInvitation', page: InvitationPage },
  { path: '/drop-in', titleId: 'nav.dropIn', page: DropInPage },
  { path: '/lessons', titleId: 'nav.lessons', page: LessonsPage },
  { path: '/events', titleId: 'nav.events', page: EventsPage },
  { path: '/partners', titleId: 'nav.partners', page: PartnersPage },
  { path: '/coaches', titleId: 'nav.coaches', page: CoachesPage },
  { path: '/lesson-info/:lessonId', titleId: 'page.lesson', page: LessonInfoPage },
  { path: '/admin/users', titleId: 'nav.users', page: AdminUsersPage, guard: 'admin' },
  { path: '/admin/bookings-overview', titleId: 'nav.bookingsOverview', page: BookingsOverviewPage, guard: 'admin' },
  { path: '/admin/bookings-overview/sessions/:sessionId', titleId: 'nav.bookingsOverview', page: RosterPage, guard: 'admin' },
  { path: '/admin/orders', titleId: 'nav.orders', page: OrdersPage, guard: 'admin' },
  { path: '/admin/takings', titleId: 'nav.takings', page: TakingsPage, guard: 'admin' },
  { path: '/owner/settings', titleId: 'nav.companySettings', page: CompanySettingsPage, guard: 'owner' },
  { path: '/owner/dropin-setup', titleId: 'nav.dropInSetup', page: DropInSetupPage, guard: 'owner' },
  { path: '/owner/event-setup', titleId: 'nav.eventSetup', page: EventSetupPage, guard: 'owner' },
  { path: '/redirect/checkout-success', titleId: 'page.yourOrder', page: CheckoutSuccessPage },
  { path: '/redirect/checkout-cancel', titleId: 'page.paymentCancelled', page: CheckoutCancelPage },
  { path: '/redirect/reset-password/:id/:token', titleId: 'page.resetPassword', page: ResetPasswordPage },
];
