import type { ContentLangs, Localized, RichTextDocument } from '../shared';

/**
 * A published coach as `GET /api/coaches` lists it (docs/rich-content.md): tagline and bio in the
 * reader's language, `lang`/`langs` when one fell back to the other language.
 */
export interface Coach extends ContentLangs<'bio'> {
  /** The server's serial id. */
  id: number;
  name: string;
  tagline: string;
  bio: RichTextDocument;
  photoUrl: string | null;
  certifications: string[];
  levels: string[];
  languages: string[];
}

/** A published partner as `GET /api/partners` lists it: its description in the reader's language (`lang` when it fell back). */
export interface Partner extends ContentLangs {
  /** The server's serial id. */
  id: number;
  name: string;
  logoUrl: string | null;
  url: string | null;
  description: RichTextDocument;
}

/** A coach as the owner lists it: every coach, with its place, whether visitors see it, and both languages. */
export interface OwnerCoach extends Omit<Coach, 'tagline' | 'bio' | 'lang' | 'langs'> {
  tagline: Localized<string | null>;
  bio: Localized<RichTextDocument | null>;
  order: number;
  published: boolean;
  photoUploadId: string | null;
}

/** A partner as the owner lists it, its description in both languages. */
export interface OwnerPartner extends Omit<Partner, 'description' | 'lang' | 'langs'> {
  description: Localized<RichTextDocument | null>;
  order: number;
  published: boolean;
  logoUploadId: string | null;
}

export type OwnerItem = OwnerCoach | OwnerPartner;

/** What the owner sends to create or change a coach (`POST`/`PUT /api/owner/coaches`). */
export interface CoachBody {
  name: string;
  tagline: Localized<string | null>;
  bio: Localized<RichTextDocument | null>;
  photoUploadId: string | null;
  certifications: string[];
  levels: string[];
  languages: string[];
  order?: number;
  published: boolean;
}

/** What the owner sends to create or change a partner. */
export interface PartnerBody {
  name: string;
  logoUploadId: string | null;
  url: string | null;
  description: Localized<RichTextDocument | null>;
  order?: number;
  published: boolean;
}

/** The body that leaves an owner's coach as it is (its place included). */
export const coachBody = (c: OwnerCoach): CoachBody => ({
  name: c.name,
  tagline: c.tagline,
  bio: c.bio,
  photoUploadId: c.photoUploadId,
  certifications: c.certifications,
  levels: c.levels,
  languages: c.languages,
  order: c.order,
  published: c.published,
});

/** The body that leaves an owner's partner as it is. */
export const partnerBody = (p: OwnerPartner): PartnerBody => ({
  name: p.name,
  logoUploadId: p.logoUploadId,
  url: p.url,
  description: p.description,
  order: p.order,
  published: p.published,
});
