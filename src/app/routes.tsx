import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteRequirement } from '@machines/session/route-guard.machine';

type Page = LazyExoticComponent<ComponentType>;

export interface AppRoute {
  path: string;
  title: string;
  page: Page;
  /** Which guard applies; the account route derives its requirement from the id. */
  guard?: RouteRequirement | ((params: Record<string, string | undefined>) => RouteRequirement);
}

// Every screen is its own chunk (spec §2: all routes load lazily).
const HomePage = lazy(() => import('@/features/venue/home-page'));
const AccountPage = lazy(() => import('@/features/account/account-page'));
const BookCourtPage = lazy(() => import('@/features/booking/book-court-page'));
const CampsPage = lazy(() => import('@/features/programs/camps-page'));
const TournamentsPage = lazy(() => import('@/features/programs/tournaments-page'));
const DropInPage = lazy(() => import('@/features/programs/drop-in-page'));
const LessonsPage = lazy(() => import('@/features/programs/lessons-page'));
const EventsPage = lazy(() => import('@/features/programs/events-page'));
const PartnersPage = lazy(() => import('@/features/venue/partners-page'));
const CoachesPage = lazy(() => import('@/features/venue/coaches-page'));
const LessonInfoPage = lazy(() => import('@/features/programs/lesson-info-page'));
const AdminUsersPage = lazy(() => import('@/features/users/admin-users-page'));
const BookingsOverviewPage = lazy(() => import('@/features/booking/bookings-overview-page'));
const OrdersPage = lazy(() => import('@/features/checkout/orders-page'));
const TakingsPage = lazy(() => import('@/features/checkout/takings-page'));
const CompanySettingsPage = lazy(() => import('@/features/settings/company-settings-page'));
const DropInSetupPage = lazy(() => import('@/features/programs/dropin-setup-page'));
const EventSetupPage = lazy(() => import('@/features/programs/event-setup-page'));
const CheckoutSuccessPage = lazy(() => import('@/features/checkout/checkout-success-page'));
const CheckoutCancelPage = lazy(() => import('@/features/checkout/checkout-cancel-page'));
const ResetPasswordPage = lazy(() => import('@/features/auth/reset-password-page'));
export const NotFoundPage = lazy(() => import('@/features/venue/not-found-page'));

const accountRequirement = (params: Record<string, string | undefined>): RouteRequirement =>
  params.id ? { account: true, id: Number(params.id) } : { account: true };

/** The spec's 19 routes (§2), and the staff's order tools (Orders, Takings). */
export const APP_ROUTES: AppRoute[] = [
  { path: '/', title: 'Home', page: HomePage },
  { path: '/account/:id?', title: 'Account', page: AccountPage, guard: accountRequirement },
  { path: '/bookings', title: 'Book Court', page: BookCourtPage },
  { path: '/camps', title: 'Camps', page: CampsPage },
  { path: '/tournaments', title: 'Tournaments', page: TournamentsPage },
  { path: '/drop-in', title: 'Drop In', page: DropInPage },
  { path: '/lessons', title: 'Lessons', page: LessonsPage },
  { path: '/events', title: 'Events', page: EventsPage },
  { path: '/partners', title: 'Partners', page: PartnersPage },
  { path: '/coaches', title: 'Coaches', page: CoachesPage },
  { path: '/lesson-info/:lessonId', title: 'Lesson', page: LessonInfoPage },
  { path: '/admin/users', title: 'Users', page: AdminUsersPage, guard: 'admin' },
  { path: '/admin/bookings-overview', title: 'Bookings overview', page: BookingsOverviewPage, guard: 'admin' },
  { path: '/admin/orders', title: 'Orders', page: OrdersPage, guard: 'admin' },
  { path: '/admin/takings', title: 'Takings', page: TakingsPage, guard: 'admin' },
  { path: '/owner/settings', title: 'Company settings', page: CompanySettingsPage, guard: 'owner' },
  { path: '/owner/dropin-setup', title: 'Drop-in setup', page: DropInSetupPage, guard: 'owner' },
  { path: '/owner/event-setup', title: 'Event setup', page: EventSetupPage, guard: 'owner' },
  { path: '/redirect/checkout-success', title: 'Your order', page: CheckoutSuccessPage },
  { path: '/redirect/checkout-cancel', title: 'Payment cancelled', page: CheckoutCancelPage },
  { path: '/redirect/reset-password/:id/:token', title: 'Reset password', page: ResetPasswordPage },
];
