import { Button, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useActorRef } from '@xstate/react';
import { useCallback, useState } from 'react';
import type { OwnerCoach, OwnerItem, OwnerPartner } from '@machines/content/content-shapes';
import { useT } from '@/i18n/translate';
import { CoachEditor } from './coach-editor';
import { useOwnerCoachesLogic, useOwnerPartnersLogic } from './owner-content-logic';
import { OwnerList } from './owner-list';
import { PartnerEditor } from './partner-editor';

const useClasses = makeStyles({
  panel: { display: 'grid', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalM },
  toolbar: { display: 'flex', justifyContent: 'flex-start' },
});

type Editing<T> = { item: T | null } | null;

function CoachesTab() {
  const t = useT();
  const classes = useClasses();
  const actor = useActorRef(useOwnerCoachesLogic());
  const [editing, setEditing] = useState<Editing<OwnerCoach>>(null);
  const close = useCallback(() => setEditing(null), []);
  const saved = useCallback(() => {
    setEditing(null);
    actor.send({ type: 'list.reload' });
  }, [actor]);
  return (
    <div className={classes.panel} role="tabpanel" aria-labelledby="owner-tab-coaches">
      <div className={classes.toolbar}>
        <Button appearance="primary" onClick={() => setEditing({ item: null })}>
          {t('admin.coaches.add')}
        </Button>
      </div>
      <OwnerList actor={actor} label={t('admin.coaches.listLabel')} onEdit={(item: OwnerItem) => setEditing({ item: item as OwnerCoach })} />
      {editing && <CoachEditor coach={editing.item} onSaved={saved} onClose={close} />}
    </div>
  );
}

function PartnersTab() {
  const t = useT();
  const classes = useClasses();
  const actor = useActorRef(useOwnerPartnersLogic());
  const [editing, setEditing] = useState<Editing<OwnerPartner>>(null);
  const close = useCallback(() => setEditing(null), []);
  const saved = useCallback(() => {
    setEditing(null);
    actor.send({ type: 'list.reload' });
  }, [actor]);
  return (
    <div className={classes.panel} role="tabpanel" aria-labelledby="owner-tab-partners">
      <div className={classes.toolbar}>
        <Button appearance="primary" onClick={() => setEditing({ item: null })}>
          {t('admin.partners.add')}
        </Button>
      </div>
      <OwnerList actor={actor} label={t('admin.partners.listLabel')} onEdit={(item: OwnerItem) => setEditing({ item: item as OwnerPartner })} />
      {editing && <PartnerEditor partner={editing.item} onSaved={saved} onClose={close} />}
    </div>
  );
}

/** /owner/event-setup: the Coaches and Partners tabs (programs come later). */
export function OwnerContentTabs() {
  const t = useT();
  const [tab, setTab] = useState<'coaches' | 'partners'>('coaches');
  return (
    <>
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as 'coaches' | 'partners')}>
        <Tab id="owner-tab-coaches" value="coaches">
          {t('admin.coaches.tab')}
        </Tab>
        <Tab id="owner-tab-partners" value="partners">
          {t('admin.partners.tab')}
        </Tab>
      </TabList>
      {tab === 'coaches' ? <CoachesTab /> : <PartnersTab />}
    </>
  );
}
