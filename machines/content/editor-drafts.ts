import { EMPTY_RICH_TEXT, type Localized, localizedOf, type RichTextDocument } from '../shared';
import type { CoachBody, OwnerCoach, OwnerPartner, PartnerBody } from './content-shapes';

/** The photo or logo as uploaded (`POST /api/uploads/images`), shown in the form. */
export interface EditorImage {
  id: string;
  url: string;
}

/** The coach form: tagline and bio in both languages, the lists as the owner types them, comma-separated. */
export interface CoachDraft {
  name: string;
  tagline: Localized<string>;
  bio: Localized<RichTextDocument>;
  certifications: string;
  levels: string;
  languages: string;
  published: boolean;
}

/** The partner form: the name as given, the description in both languages. */
export interface PartnerDraft {
  name: string;
  url: string;
  description: Localized<RichTextDocument>;
  published: boolean;
}

/** What an editor starts from and saves: the item edited (null for a new one), the form, the picture. */
export interface EditorInput<D, T> {
  original: T | null;
  draft: D;
  image: EditorImage | null;
}

/** Why a field cannot be sent yet (the view words it): nothing typed, or a website that is not https. */
type EditorProblem = 'required' | 'httpsOnly';
export type EditorProblems = Record<string, EditorProblem>;

/** The server's rule for a website: an absolute https: address with a host. */
function isHttpsAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A coach needs a name. */
export const coachDraftProblems = (draft: CoachDraft): EditorProblems => (draft.name.trim() === '' ? { name: 'required' } : {});

/** A partner needs a name; a website is optional, but https when given (the server answers 400 url_not_https). */
export function partnerDraftProblems(draft: PartnerDraft): EditorProblems {
  const problems: EditorProblems = {};
  if (draft.name.trim() === '') problems.name = 'required';
  if (draft.url.trim() !== '' && !isHttpsAddress(draft.url.trim())) problems.url = 'httpsOnly';
  return problems;
}

/**
 * The draft with one field changed: `name`, or one language of a translatable field (`tagline.fr`).
 * The form's problems and the server's refusals are keyed by the field itself (`tagline`).
 */
export function withDraftField<D>(draft: D, field: string, value: unknown): D {
  const [name, language] = field.split('.');
  if (language === undefined) return { ...draft, [name]: value };
  const both = (draft as Record<string, Record<string, unknown>>)[name];
  return { ...draft, [name]: { ...both, [language]: value } };
}

/** The field a change or a reader belongs to: `bio.fr` is the bio's. */
export const draftFieldName = (field: string) => field.split('.')[0];

/** Comma-separated words as the list the server takes: trimmed, empty ones left out. */
export const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** The coach form's first values: the coach's own, or empty for a new one. */
export function coachEditorInput(coach: OwnerCoach | null): EditorInput<CoachDraft, OwnerCoach> {
  return {
    original: coach,
    draft: {
      name: coach?.name ?? '',
      tagline: localizedOf(coach?.tagline, ''),
      bio: localizedOf(coach?.bio, EMPTY_RICH_TEXT),
      certifications: coach?.certifications.join(', ') ?? '',
      levels: coach?.levels.join(', ') ?? '',
      languages: coach?.languages.join(', ') ?? '',
      published: coach?.published ?? false,
    },
    image: coach?.photoUploadId && coach.photoUrl ? { id: coach.photoUploadId, url: coach.photoUrl } : null,
  };
}

/** The partner form's first values. */
export function partnerEditorInput(partner: OwnerPartner | null): EditorInput<PartnerDraft, OwnerPartner> {
  return {
    original: partner,
    draft: {
      name: partner?.name ?? '',
      url: partner?.url ?? '',
      description: localizedOf(partner?.description, EMPTY_RICH_TEXT),
      published: partner?.published ?? true,
    },
    image: partner?.logoUploadId && partner.logoUrl ? { id: partner.logoUploadId, url: partner.logoUrl } : null,
  };
}

/** Plain text as the body takes it: trimmed, an empty version as null. */
const textBody = (text: Localized<string>): Localized<string | null> => ({ en: text.en.trim() || null, fr: text.fr.trim() || null });

/** Rich text as the body takes it: a document with no blocks is an empty version (null). */
const documentBody = (doc: Localized<RichTextDocument>): Localized<RichTextDocument | null> => ({
  en: doc.en.blocks.length > 0 ? doc.en : null,
  fr: doc.fr.blocks.length > 0 ? doc.fr : null,
});

/** The coach body a save sends; an edited coach keeps their place. */
export const coachDraftBody = ({ original, draft, image }: EditorInput<CoachDraft, OwnerCoach>): CoachBody => ({
  name: draft.name.trim(),
  tagline: textBody(draft.tagline),
  bio: documentBody(draft.bio),
  photoUploadId: image?.id ?? null,
  certifications: splitList(draft.certifications),
  levels: splitList(draft.levels),
  languages: splitList(draft.languages),
  ...(original ? { order: original.order } : {}),
  published: draft.published,
});

/** The partner body a save sends; no website is null. */
export const partnerDraftBody = ({ original, draft, image }: EditorInput<PartnerDraft, OwnerPartner>): PartnerBody => ({
  name: draft.name.trim(),
  logoUploadId: image?.id ?? null,
  url: draft.url.trim() === '' ? null : draft.url.trim(),
  description: documentBody(draft.description),
  ...(original ? { order: original.order } : {}),
  published: draft.published,
});
