import { Button, Card, MessageBar, MessageBarActions, MessageBarBody, Spinner, Subtitle1, Text } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { staffReceiptMachine } from '@machines/account';
import type { Order } from '@machines/checkout';
import { DeskPaymentDialog, OrderDetails, OrderResults, RefundDialog, type OrderLookupActor } from '@/features/checkout';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { useAccountClasses } from '@/lib/account-styles';
import { useAdminClasses } from '@/lib/admin-styles';
import { hasReceipt } from '@/lib/order-format';

export type StaffReceiptActor = ActorRefFrom<typeof staffReceiptMachine>;

/**
 * The account's orders, newest first, through the staff order look-up's own pieces: open one to
 * see everything about it, take a desk payment, refund a line; and send its receipt again.
 */
export function StaffOrdersCard({ orders, receipt }: { orders: OrderLookupActor; receipt: StaffReceiptActor }) {
  const t = useT();
  const account = useAccountClasses();
  const admin = useAdminClasses();
  const results = useSelector(orders, (s) => s.context.results);
  const loading = useSelector(orders, (s) => !s.matches({ search: 'ready' }));
  const error = useSelector(orders, (s) => s.context.searchError);
  const open = useSelector(orders, (s) => s.context.order);

  return (
    <>
      <Card className={admin.staffCard} aria-labelledby="staff-orders-heading">
        <div className={account.headline}>
          <Subtitle1 as="h2" id="staff-orders-heading">
            {t('admin.account.orders.title')}
          </Subtitle1>
          {loading && results.length > 0 && <Spinner size="tiny" label={t('admin.account.orders.reloading')} />}
        </div>
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>{t('admin.account.orders.loadFailed', { error: failureText(t, error) })}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => orders.send({ type: 'orders.retry' })} disabledFocusable={loading}>
                {t('admin.account.tryAgain')}
              </Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {loading && results.length === 0 ? (
          <Spinner size="small" label={t('admin.account.orders.loading')} />
        ) : results.length === 0 ? (
          !error && <Text className={account.status}>{t('admin.account.orders.none')}</Text>
        ) : (
          <OrderResults orders={results} openId={open?.id ?? null} onOpen={(orderId) => orders.send({ type: 'orders.selected', orderId })} />
        )}
        {open && <ReceiptResend order={open} receipt={receipt} />}
      </Card>
      {open && <OrderDetails key={open.id} actor={orders} order={open} />}
      <DeskPaymentDialog actor={orders} />
      <RefundDialog actor={orders} />
    </>
  );
}

/** "Resend receipt" for the open order, and what came of the last resend. */
function ReceiptResend({ order, receipt }: { order: Order; receipt: StaffReceiptActor }) {
  const t = useT();
  const admin = useAdminClasses();
  const sending = useSelector(receipt, (s) => s.matches('sending'));
  const sent = useSelector(receipt, (s) => (s.matches('sent') ? s.context.order : null));
  const failed = useSelector(receipt, (s) => (s.matches('failed') ? s.context : null));
  const dismiss = () => receipt.send({ type: 'receipt.dismissed' });

  return (
    <>
      {hasReceipt(order) && (
        <div className={admin.actions}>
          <Button
            disabledFocusable={sending}
            icon={sending ? <Spinner size="tiny" /> : undefined}
            aria-label={t('admin.account.orders.resendLabel', { number: order.number })}
            onClick={() => receipt.send({ type: 'receipt.resend', orderId: order.id, orderNumber: order.number })}
          >
            {t('admin.account.orders.resend')}
          </Button>
        </div>
      )}
      {sent && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('admin.account.orders.resent', { number: sent.orderNumber })}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={dismiss}>{t('admin.account.dismiss')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {failed?.order && failed.error && (
        <MessageBar intent="error">
          <MessageBarBody>{t('admin.account.orders.resendFailed', { number: failed.order.orderNumber, error: failureText(t, failed.error) })}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={dismiss}>{t('admin.account.dismiss')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
    </>
  );
}
