import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useT } from '@/i18n/translate';
import { CoachFields } from './coach-fields';
import { ContentEditorDialog, type ContentEditorActor } from './content-editor-dialog';
import { useOwnerCoachesLogic, useOwnerPartnersLogic } from './owner-content-logic';
import { OwnerList, type OwnerListActor } from './owner-list';
import { PartnerFields } from './partner-fields';

const useClasses = makeStyles({
  panel: { display: 'grid', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalM },
  toolbar: { display: 'flex', justifyContent: 'flex-start' },
});

export type OwnerContentKind = 'coaches' | 'partners';

/** The texts and fields that differ between the two tabs. */
const KINDS = {
  coaches: {
    Fields: CoachFields,
    keys: { add: 'admin.coaches.add', list: 'admin.coaches.listLabel', edit: 'admin.coaches.editTitle', new: 'admin.coaches.newTitle' },
  },
  partners: {
    Fields: PartnerFields,
    keys: { add: 'admin.partners.add', list: 'admin.partners.listLabel', edit: 'admin.partners.editTitle', new: 'admin.partners.newTitle' },
  },
} as const;

/**
 * The Coaches or Partners tab of /owner/event-setup (the page holds the tab list; the tab with id
 * `owner-tab-<kind>` labels this panel): its list machine, which also runs the create or edit form.
 */
export function OwnerContentTab({ kind }: { kind: OwnerContentKind }) {
  const t = useT();
  const classes = useClasses();
  const coaches = useOwnerCoachesLogic();
  const partners = useOwnerPartnersLogic();
  // Both list machines share one statechart; the tab drives either through the coaches' type.
  const actor = useActorRef(kind === 'coaches' ? coaches : (partners as unknown as typeof coaches)) as OwnerListActor;
  const editor = useSelector(actor, (s) => s.children.editor) as ContentEditorActor | undefined;
  const editing = useSelector(actor, (s) => s.context.editing);
  const { Fields, keys } = KINDS[kind];
  return (
    <div className={classes.panel} role="tabpanel" aria-labelledby={`owner-tab-${kind}`}>
      <div className={classes.toolbar}>
        <Button appearance="primary" onClick={() => actor.send({ type: 'item.add' })}>
          {t(keys.add)}
        </Button>
      </div>
      <OwnerList actor={actor} label={t(keys.list)} />
      {editor && (
        <ContentEditorDialog editor={editor} title={editing ? t(keys.edit, { name: editing.name }) : t(keys.new)}>
          <Fields editor={editor} />
        </ContentEditorDialog>
      )}
    </div>
  );
}
