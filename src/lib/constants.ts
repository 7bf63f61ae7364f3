/**
 * The venue's fixed details and outside links (spec §1), in one place for the whole app. The
 * badminton association link is the server's (server/seed/starting-partners.ts): it starts every
 * venue's partner list as a partner the owner manages (docs/decisions.md).
 */
export const VENUE_NAME = 'Courtside Pickleball';
export const VENUE_EMAIL = 'hello@courtside-pickleball.ca';
export const FACEBOOK_URL = 'https://www.facebook.com/courtsidepickleball';
export const INSTAGRAM_URL = 'https://www.instagram.com/courtsidepickleball';
export const NEWSLETTER_URL = 'https://courtside-pickleball.ca/newsletter';

/** The spec's login indicator cookie. */
export const LOGGED_IN_COOKIE = 'PB_loggedIn';
/** The CSRF cookie; production prefixes it with __Host- (see docs/decisions.md). */
export const CSRF_COOKIES = ['__Host-XSRF-TOKEN', 'XSRF-TOKEN'] as const;
export const CSRF_HEADER = 'X-XSRF-TOKEN';

export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api';
