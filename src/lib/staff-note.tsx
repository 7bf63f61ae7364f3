import { Badge, Body1 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useAdminClasses } from './admin-styles';

/** Under a staff page's heading: the "Staff only" badge and what the page is for. */
export function StaffNote({ children }: { children: ReactNode }) {
  const admin = useAdminClasses();
  return (
    <div className={admin.staffNote}>
      <Badge className={admin.staffBadge}>Staff only</Badge>
      <Body1>{children}</Body1>
    </div>
  );
}
