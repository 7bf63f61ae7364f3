import { useT } from '@/i18n/translate';
import { useAdminClasses } from '@/lib/admin-styles';
import { PageHeading } from '@/lib/page-heading';
import { StaffNote } from '@/lib/staff-note';
import { DropInSetup } from './setup/dropin-setup';

/** /owner/dropin-setup: weekly drop-in templates, the next eight weeks, per-date exceptions. */
export default function DropinSetupPage() {
  const t = useT();
  const admin = useAdminClasses();
  return (
    <div className={admin.page}>
      <PageHeading>{t('programsStaff.setup.title')}</PageHeading>
      <StaffNote>{t('programsStaff.setup.note')}</StaffNote>
      <DropInSetup />
    </div>
  );
}
