import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { PageHeading } from '@/lib/page-heading';
import { SiteAlertEditor } from '@/features/settings';
import { StaffNote } from '@/lib/staff-note';
import { useT } from '@/i18n/translate';
import { StaffResetLinkTool } from './staff-reset-link-tool';
import { UsersPanel } from './users-panel';

const useClasses = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXL },
  panel: { display: 'grid', gap: tokens.spacingVerticalL },
});

type AdminTab = 'users' | 'alert';

/** Staff: find accounts and their roles, the desk reset-link tool, and the site alert. */
export default function AdminUsersPage() {
  const classes = useClasses();
  const t = useT();
  const [tab, setTab] = useState<AdminTab>('users'); // presentational: which panel shows

  return (
    <div className={classes.page}>
      <PageHeading>{t('admin.users.title')}</PageHeading>
      <StaffNote>{t('admin.users.staffNote')}</StaffNote>
      <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as AdminTab)} aria-label={t('admin.users.tabsLabel')}>
        <Tab value="users" id="admin-tab-users" aria-controls="admin-panel">
          {t('admin.users.tabUsers')}
        </Tab>
        <Tab value="alert" id="admin-tab-alert" aria-controls="admin-panel">
          {t('admin.users.tabAlert')}
        </Tab>
      </TabList>
      <div role="tabpanel" id="admin-panel" aria-labelledby={`admin-tab-${tab}`} className={classes.panel}>
        {tab === 'users' ? (
          <>
            <UsersPanel />
            <StaffResetLinkTool />
          </>
        ) : (
          <SiteAlertEditor />
        )}
      </div>
    </div>
  );
}
