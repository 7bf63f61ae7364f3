import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  coachBody,
  partnerBody,
  type OwnerCoach,
  type OwnerPartner,
  coachDraftBody,
  partnerDraftBody,
  type CoachDraft,
  type EditorImage,
  type EditorInput,
  type PartnerDraft,
  coachEditorMachine,
  partnerEditorMachine,
  ownerCoachesMachine,
  ownerPartnersMachine,
} from '@machines/content';
import { useApi } from '@/lib/actors';

/** Coaches tab: the list machine on owner/coaches, its editor saving through POST or PUT. */
export function useOwnerCoachesLogic() {
  const api = useApi();
  return useMemo(() => {
    const calls = api.content.ownerCoaches;
    const uploadImage = fromPromise<EditorImage, { file: File }>(({ input }) => api.uploads.image(input.file));
    const editor = coachEditorMachine.provide({
      actors: {
        uploadImage,
        saveItem: fromPromise<OwnerCoach, EditorInput<CoachDraft, OwnerCoach>>(({ input }) =>
          input.original ? calls.update(input.original.id, coachDraftBody(input)) : calls.create(coachDraftBody(input)),
        ),
      },
    });
    return ownerCoachesMachine.provide({
      actors: {
        loadItems: fromPromise<OwnerCoach[]>(() => calls.list()),
        saveItem: fromPromise<OwnerCoach, { item: OwnerCoach }>(({ input }) => calls.update(input.item.id, coachBody(input.item))),
        reorder: fromPromise<OwnerCoach[], { ids: number[] }>(({ input }) => calls.reorder(input.ids)),
        deleteItem: fromPromise<void, { id: number }>(({ input }) => calls.remove(input.id)),
        editor,
      },
    });
  }, [api]);
}

/** Partners tab: the list machine on owner/partners and its editor. */
export function useOwnerPartnersLogic() {
  const api = useApi();
  return useMemo(() => {
    const calls = api.content.ownerPartners;
    const uploadImage = fromPromise<EditorImage, { file: File }>(({ input }) => api.uploads.image(input.file));
    const editor = partnerEditorMachine.provide({
      actors: {
        uploadImage,
        saveItem: fromPromise<OwnerPartner, EditorInput<PartnerDraft, OwnerPartner>>(({ input }) =>
          input.original ? calls.update(input.original.id, partnerDraftBody(input)) : calls.create(partnerDraftBody(input)),
        ),
      },
    });
    return ownerPartnersMachine.provide({
      actors: {
        loadItems: fromPromise<OwnerPartner[]>(() => calls.list()),
        saveItem: fromPromise<OwnerPartner, { item: OwnerPartner }>(({ input }) => calls.update(input.item.id, partnerBody(input.item))),
        reorder: fromPromise<OwnerPartner[], { ids: number[] }>(({ input }) => calls.reorder(input.ids)),
        deleteItem: fromPromise<void, { id: number }>(({ input }) => calls.remove(input.id)),
        editor,
      },
    });
  }, [api]);
}
