import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  coachBody,
  partnerBody,
  type CoachBody,
  type OwnerCoach,
  type OwnerPartner,
  type PartnerBody,
} from '@machines/content/content-shapes';
import {
  coachEditorMachine,
  partnerEditorMachine,
  splitList,
  type CoachDraft,
  type EditorImage,
  type PartnerDraft,
} from '@machines/content/owner-editor.machine';
import { ownerCoachesMachine, ownerPartnersMachine } from '@machines/content/owner-list.machine';
import { useApi } from '@/lib/actors';

/** Coaches tab: the list machine on GET/PUT/DELETE owner/coaches and its order. */
export function useOwnerCoachesLogic() {
  const api = useApi();
  const calls = api.content.ownerCoaches;
  return useMemo(
    () =>
      ownerCoachesMachine.provide({
        actors: {
          loadItems: fromPromise<OwnerCoach[]>(() => calls.list()),
          saveItem: fromPromise<OwnerCoach, { item: OwnerCoach }>(({ input }) => calls.update(input.item.id, coachBody(input.item))),
          reorder: fromPromise<OwnerCoach[], { ids: string[] }>(({ input }) => calls.reorder(input.ids)),
          deleteItem: fromPromise<void, { id: string }>(({ input }) => calls.remove(input.id)),
        },
      }),
    [calls],
  );
}

/** Partners tab: the list machine on owner/partners. */
export function useOwnerPartnersLogic() {
  const api = useApi();
  const calls = api.content.ownerPartners;
  return useMemo(
    () =>
      ownerPartnersMachine.provide({
        actors: {
          loadItems: fromPromise<OwnerPartner[]>(() => calls.list()),
          saveItem: fromPromise<OwnerPartner, { item: OwnerPartner }>(({ input }) => calls.update(input.item.id, partnerBody(input.item))),
          reorder: fromPromise<OwnerPartner[], { ids: string[] }>(({ input }) => calls.reorder(input.ids)),
          deleteItem: fromPromise<void, { id: string }>(({ input }) => calls.remove(input.id)),
        },
      }),
    [calls],
  );
}

type EditorInput<D, T> = { original: T | null; draft: D; image: EditorImage | null };

const toCoachBody = ({ original, draft, image }: EditorInput<CoachDraft, OwnerCoach>): CoachBody => ({
  name: draft.name.trim(),
  tagline: draft.tagline.trim(),
  bio: draft.bio,
  photoUploadId: image?.id ?? null,
  certifications: splitList(draft.certifications),
  levels: splitList(draft.levels),
  languages: splitList(draft.languages),
  ...(original ? { order: original.order } : {}),
  published: draft.published,
});

const toPartnerBody = ({ original, draft, image }: EditorInput<PartnerDraft, OwnerPartner>): PartnerBody => ({
  name: draft.name.trim(),
  logoUploadId: image?.id ?? null,
  url: draft.url.trim() === '' ? null : draft.url.trim(),
  description: draft.description,
  ...(original ? { order: original.order } : {}),
  published: draft.published,
});

/** The coach form's machine: uploads through the http client, then POST or PUT. */
export function useCoachEditorLogic() {
  const api = useApi();
  return useMemo(
    () =>
      coachEditorMachine.provide({
        actors: {
          uploadImage: fromPromise<EditorImage, { file: File }>(({ input }) => api.uploads.image(input.file)),
          saveItem: fromPromise<OwnerCoach, EditorInput<CoachDraft, OwnerCoach>>(({ input }) =>
            input.original ? api.content.ownerCoaches.update(input.original.id, toCoachBody(input)) : api.content.ownerCoaches.create(toCoachBody(input)),
          ),
        },
      }),
    [api],
  );
}

/** The partner form's machine. */
export function usePartnerEditorLogic() {
  const api = useApi();
  return useMemo(
    () =>
      partnerEditorMachine.provide({
        actors: {
          uploadImage: fromPromise<EditorImage, { file: File }>(({ input }) => api.uploads.image(input.file)),
          saveItem: fromPromise<OwnerPartner, EditorInput<PartnerDraft, OwnerPartner>>(({ input }) =>
            input.original
              ? api.content.ownerPartners.update(input.original.id, toPartnerBody(input))
              : api.content.ownerPartners.create(toPartnerBody(input)),
          ),
        },
      }),
    [api],
  );
}

/** The coach form's first values: the coach's own, or empty for a new one. */
export function coachEditorInput(coach: OwnerCoach | null): EditorInput<CoachDraft, OwnerCoach> {
  return {
    original: coach,
    draft: {
      name: coach?.name ?? '',
      tagline: coach?.tagline ?? '',
      bio: coach?.bio ?? { blocks: [] },
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
      description: partner?.description ?? { blocks: [] },
      published: partner?.published ?? true,
    },
    image: partner?.logoUploadId && partner.logoUrl ? { id: partner.logoUploadId, url: partner.logoUrl } : null,
  };
}
