import { useActorRef, useSelector } from '@xstate/react';
import { STAFF_ACCOUNT_SYSTEM_ID } from '@machines/account';
import type { OrderLookupActor } from '@/features/checkout';
import { useT } from '@/i18n/translate';
import { useAccountClasses } from '@/lib/account-styles';
import { StaffNote } from '@/lib/staff-note';
import { FamilySection } from '../family-section';
import { useStaffAccountLogic } from './staff-account-logic';
import { StaffAuditCard, type StaffAuditActor } from './staff-audit-card';
import { StaffBookingsCard } from './staff-bookings-card';
import { StaffMembershipsCard, type StaffMembershipsActor } from './staff-memberships-card';
import { StaffOrdersCard, type StaffReceiptActor } from './staff-orders-card';
import { StaffPlacesCard } from './staff-places-card';

/**
 * Someone's account as staff work on it: their family (staff add, edit, remove), memberships (sell
 * at the desk, refund), orders (refund a line, resend the receipt), bookings, the household's drop-in
 * and program places, and the audit trail.
 * One machine (staffAccountMachine) runs the tools as children and reads again what each change
 * touched, the audit trail every time.
 */
export default function StaffAccountPanel({ userId }: { userId: number }) {
  const t = useT();
  const account = useAccountClasses();
  const staffAccount = useActorRef(useStaffAccountLogic(userId), { input: { userId }, systemId: STAFF_ACCOUNT_SYSTEM_ID });
  const children = useSelector(staffAccount, (s) => s.children);
  const familyChanged = () => staffAccount.send({ type: 'account.familyChanged' });
  const membershipRefunded = () => staffAccount.send({ type: 'membership.refunded' });

  return (
    <>
      <div id="account-family" className={account.column}>
        <FamilySection userId={userId} onChanged={familyChanged} />
      </div>
      <div id="account-membership" className={account.column}>
        <StaffMembershipsCard actor={children.memberships as StaffMembershipsActor} onRefunded={membershipRefunded} />
      </div>
      <div id="account-staff" className={account.column}>
        <StaffNote>{t('admin.account.note')}</StaffNote>
        <StaffOrdersCard orders={children.orders as OrderLookupActor} receipt={children.receipt as StaffReceiptActor} />
        <StaffBookingsCard userId={userId} />
        <StaffPlacesCard userId={userId} />
        <StaffAuditCard actor={children.audit as StaffAuditActor} />
      </div>
    </>
  );
}
