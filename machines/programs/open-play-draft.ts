// Open play's part of the owner's drop-in forms (a weekly template, a one-off date): the setup as
// edited, the form's own checks (the server's: server/modules/programs/schedule/open-play-setup.ts)
// and the body it stands for.
import type { OpenPlaySetup } from './program-shapes';

export const OPEN_PLAY_RULES = ['first_in_line', 'by_band'] as const;
export const OPEN_PLAY_FORMATS = ['doubles', 'singles'] as const;
export const WINNERS_STAY = [0, 1, 2] as const;
/** What a new setup starts with: the bands most venues use. */
const DEFAULT_BANDS = ['2.5-3.0', '3.5', '4.0+'];
export const BANDS_MAX = 8;
export const BAND_NAME_MAX = 12;

/** The setup as edited: the switch, and the settings kept while it is off (turning it back on finds them). */
export interface OpenPlayDraft extends OpenPlaySetup {
  enabled: boolean;
}

/** One edit of the open play section: the switch or a setting; a band typed, added or removed. */
export type OpenPlayEvent =
  | { type: 'openPlay.changed'; change: Partial<Omit<OpenPlayDraft, 'bands'>> }
  | { type: 'openPlay.bandChanged'; index: number; value: string }
  | { type: 'openPlay.bandAdded' }
  | { type: 'openPlay.bandRemoved'; index: number };

/** The form's fields, named as the server names them in `fields` (a band by its index). */
export type OpenPlayField = 'openPlay' | 'openPlay.rule' | 'openPlay.format' | 'openPlay.winnersStay' | 'openPlay.bands' | `openPlay.bands.${number}`;
export type OpenPlayProblem = 'required' | 'bandTooLong' | 'bandTwice' | 'bandCount';

export const bandField = (index: number): OpenPlayField => `openPlay.bands.${index}`;

export function openPlayDraftOf(setup: OpenPlaySetup | null | undefined): OpenPlayDraft {
  if (!setup) return { enabled: false, rule: 'first_in_line', format: 'doubles', winnersStay: 0, bands: [...DEFAULT_BANDS] };
  return { enabled: true, ...setup, bands: [...setup.bands] };
}

/** The section after one edit (an event of another kind leaves it as it is). */
export function openPlayEdited(draft: OpenPlayDraft, event: OpenPlayEvent | { type: string }): OpenPlayDraft {
  const edit = event as OpenPlayEvent;
  switch (edit.type) {
    case 'openPlay.changed':
      return { ...draft, ...edit.change };
    case 'openPlay.bandChanged':
      return { ...draft, bands: draft.bands.map((band, index) => (index === edit.index ? edit.value : band)) };
    case 'openPlay.bandAdded':
      return draft.bands.length >= BANDS_MAX ? draft : { ...draft, bands: [...draft.bands, ''] };
    case 'openPlay.bandRemoved':
      return draft.bands.length <= 1 ? draft : { ...draft, bands: draft.bands.filter((_, index) => index !== edit.index) };
    default:
      return draft;
  }
}

/** Drops every open play message: a band removed shifts the others' indexes. */
export const withoutOpenPlayMessages = <T extends object>(record: T): T =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !key.startsWith('openPlay'))) as T;

/** The form's checks on the bands (nothing to check while the switch is off). */
export function openPlayProblems(draft: OpenPlayDraft): Partial<Record<OpenPlayField, OpenPlayProblem>> {
  if (!draft.enabled) return {};
  const problems: Partial<Record<OpenPlayField, OpenPlayProblem>> = {};
  const names = draft.bands.map((band) => band.trim());
  names.forEach((name, index) => {
    if (!name) problems[bandField(index)] = 'required';
    else if (name.length > BAND_NAME_MAX) problems[bandField(index)] = 'bandTooLong';
  });
  if (names.length < 1 || names.length > BANDS_MAX) problems['openPlay.bands'] = 'bandCount';
  else if (new Set(names.filter(Boolean).map((name) => name.toLowerCase())).size !== names.filter(Boolean).length) problems['openPlay.bands'] = 'bandTwice';
  return problems;
}

/** What the server is sent: the setup, or null when the switch is off. */
export const openPlayBody = (draft: OpenPlayDraft): OpenPlaySetup | null =>
  draft.enabled ? { rule: draft.rule, format: draft.format, winnersStay: draft.winnersStay, bands: draft.bands.map((band) => band.trim()) } : null;
