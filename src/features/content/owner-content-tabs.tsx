import { Button, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
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

type Kind = 'coaches' | 'partners';

/** The texts and fields that differ between the two tabs. */
const KINDS = {
  coaches: { Fields: CoachFields, keys: { add: 'admin.coaches.add', list: 'admin.coaches.listLabel', edit: 'admin.coaches.editTitle', new: 'admin.coaches.newTitle' } },
  partners: {
    Fields: PartnerFields,
    keys: { add: 'admin.partners.add', list: 'admin.partners.listLabel', edit: 'admin.partners.editTitle', new: 'admin.partners.newTitle' },
  },
} as const;

/** One tab: its list machine, which also runs the create or edit form while one is open. */
function ContentTab({ kind }: { kind: Kind }) {
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

/** /owner/event-setup: the Coaches and Partners tabs (programs come later). */
export function OwnerContentTabs() {
  const t = useT();
  const [tab, setTab] = useState<Kind>('coaches');
  return (
    <>
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as Kind)}>
        <Tab id="owner-tab-coaches" value="coaches">
          {t('admin.coaches.tab')}
        </Tab>
        <Tab id="owner-tab-partners" value="partners">
          {t('admin.partners.tab')}
        </Tab>
      </TabList>
      <ContentTab key={tab} kind={tab} />
    </>
  );
}
