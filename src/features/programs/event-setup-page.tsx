import { Tab, TabList } from '@fluentui/react-components';
import { useState } from 'react';
import { OwnerContentTab, type OwnerContentKind } from '@/features/content';
import { useT } from '@/i18n/translate';
import { PageHeading } from '@/lib/page-heading';
import { ProgramsTab } from './events-setup/programs-tab';

type EventSetupTab = 'programs' | OwnerContentKind;

/** /owner/event-setup: the camps, clinics, lessons and socials, then the coaches and partners visitors see on /coaches and /partners. */
export default function EventSetupPage() {
  const t = useT();
  const [tab, setTab] = useState<EventSetupTab>('programs');
  return (
    <section>
      <PageHeading>{t('nav.eventSetup')}</PageHeading>
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as EventSetupTab)}>
        <Tab id="owner-tab-programs" value="programs">
          {t('programsStaff.events.tab')}
        </Tab>
        <Tab id="owner-tab-coaches" value="coaches">
          {t('admin.coaches.tab')}
        </Tab>
        <Tab id="owner-tab-partners" value="partners">
          {t('admin.partners.tab')}
        </Tab>
      </TabList>
      {tab === 'programs' ? <ProgramsTab /> : <OwnerContentTab key={tab} kind={tab} />}
    </section>
  );
}
