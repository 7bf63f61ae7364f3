/*
 * The venue's identity (spec §1) as the server says it: its display name in mails, receipts and the
 * test checkout page, and the outside links a new venue starts with (company settings' defaults,
 * which the owner then edits). The badminton association link starts the partner list instead
 * (server/seed/starting-partners.ts); the web app's counterpart is src/lib/venue-identity.ts.
 */

export const VENUE_NAME = 'Courtside Pickleball';

export const STARTING_VENUE_LINKS = {
  facebookUrl: 'https://www.facebook.com/courtsidepickleball',
  instagramUrl: 'https://www.instagram.com/courtsidepickleball',
  newsletterUrl: 'https://courtside-pickleball.ca/newsletter',
} as const;
