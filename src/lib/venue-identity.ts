/*
 * The venue's identity (spec §1) as the web app says it: its display name, contact e-mail and
 * outside links. The footer prefers the links the owner set in company settings and falls back to
 * these; the badminton association link starts the server's partner list instead
 * (server/seed/starting-partners.ts). The server's counterpart is server/lib/venue-identity.ts.
 */

export const VENUE_NAME = 'Courtside Pickleball';
export const VENUE_EMAIL = 'hello@courtside-pickleball.ca';
export const FACEBOOK_URL = 'https://www.facebook.com/courtsidepickleball';
export const INSTAGRAM_URL = 'https://www.instagram.com/courtsidepickleball';
export const NEWSLETTER_URL = 'https://courtside-pickleball.ca/newsletter';
