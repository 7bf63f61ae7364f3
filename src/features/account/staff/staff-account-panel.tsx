import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { OrderLookupActor } from '@/features/checkout';
import { useT } from '@/i18n/translate';
import { useAccountClasses } from '@/lib/account-styles';
import { StaffNote } from '@/lib/staff-note';
import { useStaffAuditLogic, useStaffMembershipsLogic, useStaffOrdersLogic, useStaffReceiptLogic } from './staff-account-logic';
import { StaffAuditCard } from './staff-audit-card';
import { StaffBookingsCard } from './staff-bookings-card';
import { StaffMembershipsCard, type StaffMembershipsActor } from './staff-memberships-card';
import { StaffOrdersCard } from './staff-orders-card';

/**
 * The staff's tools on one account: memberships (sell at the desk, refund), orders (refund a line,
 * resend the receipt), bookings, and the audit trail, which is read again after every staff action
 * here, as are the other lists that action changed.
 */
export default function StaffAccountPanel({
  userId,
  onAccountChanged,
  refreshRef,
}: {
  userId: number;
  onAccountChanged?: () => void;
  refreshRef?: RefObject<(() => void) | null>;
}) {
  const t = useT();
  const account = useAccountClasses();
  const audit = useActorRef(useStaffAuditLogic(), { input: { userId } });
  // The actors each other's actions refresh, known once they exist (the callbacks run later, after a request).
  const others = useRef<{ orders?: OrderLookupActor; memberships?: StaffMembershipsActor; page?: () => void }>({});
  const afterOrderChange = useCallback(() => {
    audit.send({ type: 'audit.reload' });
    others.current.memberships?.send({ type: 'memberships.reload' });
    others.current.page?.();
  }, [audit]);
  const afterMembershipChange = useCallback(() => {
    audit.send({ type: 'audit.reload' });
    others.current.orders?.send({ type: 'orders.retry' });
    others.current.page?.();
  }, [audit]);
  const afterMembershipRefund = useCallback(() => {
    afterMembershipChange();
    others.current.memberships?.send({ type: 'memberships.reload' });
  }, [afterMembershipChange]);
  const afterReceipt = useCallback(() => audit.send({ type: 'audit.reload' }), [audit]);

  const orders = useActorRef(useStaffOrdersLogic(userId, afterOrderChange), { input: {} });
  const memberships = useActorRef(useStaffMembershipsLogic(afterMembershipChange), { input: { userId } });
  const receipt = useActorRef(useStaffReceiptLogic(afterReceipt));
  useEffect(() => {
    others.current = { orders, memberships, page: onAccountChanged };
  }, [orders, memberships, onAccountChanged]);
  // What the page's own sections changed (a family member added, edited or removed by staff).
  useEffect(() => {
    if (!refreshRef) return undefined;
    refreshRef.current = () => {
      audit.send({ type: 'audit.reload' });
      memberships.send({ type: 'memberships.reload' });
    };
    return () => {
      refreshRef.current = null;
    };
  }, [refreshRef, audit, memberships]);

  return (
    <div className={account.column}>
      <StaffNote>{t('admin.account.note')}</StaffNote>
      <StaffMembershipsCard actor={memberships} onRefunded={afterMembershipRefund} />
      <StaffOrdersCard orders={orders} receipt={receipt} />
      <StaffBookingsCard userId={userId} />
      <StaffAuditCard actor={audit} />
    </div>
  );
}
