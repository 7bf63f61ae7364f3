import { Badge, Body1 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/translate';
import { useAdminClasses } from './admin-styles';

/**
 * Under a staff page's heading: the "Staff" badge and what the page is for. The badge's words are
 * the app catalogue's (loaded on every page), since staff pages of every area show it.
 */
export function StaffNote({ children }: { children: ReactNode }) {
  const t = useT();
  const admin = useAdminClasses();
  return (
    <div className={admin.staffNote}>
      <Badge className={admin.staffBadge}>{t('header.staff')}</Badge>
      <Body1>{children}</Body1>
    </div>
  );
}
