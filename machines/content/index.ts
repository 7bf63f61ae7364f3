// The content domain: the coaches' and partners' pages, as the owner edits them and as visitors read them.
export {
  type Coach,
  coachBody,
  type CoachBody,
  type OwnerCoach,
  type OwnerItem,
  type OwnerPartner,
  type Partner,
  partnerBody,
  type PartnerBody,
} from './content-shapes';
export { type CoachDraft, coachDraftBody, type EditorImage, type EditorInput, type PartnerDraft, partnerDraftBody } from './editor-drafts';
export { coachEditorMachine, partnerEditorMachine } from './owner-editor.machine';
export { ownerCoachesMachine, ownerPartnersMachine } from './owner-list.machine';
export { coachesListMachine, partnersListMachine, type PublishedItem } from './published-list.machine';
