import {
  Body1,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { Fragment } from 'react';
import { purchaseTotals, type PersonMembership } from '@machines/account';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { taxLabel } from '@/lib/order-format';
import { CheckoutRedirectCard, usePurchase, type Purchase } from '@/features/checkout';
import type { MembershipsActor } from './memberships-logic';
import { notBuyableText, validityText } from './membership-format';

const useClasses = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  people: { border: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS, minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  person: { display: 'grid', minWidth: 0 },
  why: { color: tokens.colorNeutralForeground3, paddingInlineStart: tokens.spacingHorizontalXXXL },
  summary: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, textAlign: 'end' },
});

/**
 * Buy or renew memberships: tick the people, see each price, the tax and the total, then pay
 * through the checkout kit's purchase child (one order, a line per person).
 */
export function MembershipPurchaseDialog({ actor }: { actor: MembershipsActor }) {
  const t = useT();
  const open = useSelector(actor, (s) => s.matches('purchasing'));
  const purchase = usePurchase(useSelector(actor, (s) => s.children.purchase));
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !purchase.paying && purchase.close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('account.purchase.title')}</DialogTitle>
          {open && purchase.redirecting && purchase.placed ? (
            <DialogContent>
              <CheckoutRedirectCard placed={purchase.placed} chooseAgainLabel={t('account.purchase.chooseAgain')} onChooseAgain={purchase.chooseAgain} />
            </DialogContent>
          ) : open ? (
            <PurchaseForm actor={actor} purchase={purchase} />
          ) : null}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function PurchaseForm({ actor, purchase }: { actor: MembershipsActor; purchase: Purchase }) {
  const t = useT();
  const classes = useClasses();
  const memberships = useSelector(actor, (s) => s.context.memberships);
  const { picks, error, paying, canConfirm } = purchase;
  if (!memberships) return null;
  const totals = purchaseTotals(memberships, picks);

  return (
    <>
      <DialogContent className={classes.content}>
        <Body1>{t(memberships.taxes.length ? 'account.purchase.introPlusTax' : 'account.purchase.intro')}</Body1>
        {error ? (
          <MessageBar key={error.message} intent="error">
            <MessageBarBody>{failureText(t, error)}</MessageBarBody>
          </MessageBar>
        ) : null}
        <fieldset className={classes.people}>
          <legend className={classes.legend}>{t('account.purchase.who')}</legend>
          {memberships.items.map((item) => (
            <Person key={String(item.participant.id)} item={item} ticked={picks.includes(item.participant.id)} disabled={paying} purchase={purchase} />
          ))}
        </fieldset>
        <dl className={classes.summary} aria-label={t('account.purchase.summary')}>
          {totals.taxes.length ? (
            <>
              <dt className={classes.term}>{t('account.purchase.subtotal')}</dt>
              <dd className={classes.value}>{formatCad(totals.subtotalCents)}</dd>
              {totals.taxes.map((tax) => (
                <Fragment key={tax.name}>
                  <dt className={classes.term}>{taxLabel(tax, t)}</dt>
                  <dd className={classes.value}>{formatCad(tax.amountCents)}</dd>
                </Fragment>
              ))}
            </>
          ) : null}
          <dt className={classes.term}>{t('account.purchase.total')}</dt>
          <dd className={classes.value}>{formatCad(totals.totalCents)}</dd>
        </dl>
      </DialogContent>
      <DialogActions>
        <Button appearance="primary" disabledFocusable={!canConfirm} icon={paying ? <Spinner size="tiny" /> : undefined} onClick={purchase.confirm}>
          {t('account.purchase.confirm', { total: formatCad(totals.totalCents) })}
        </Button>
        <Button disabledFocusable={paying} onClick={purchase.close}>
          {t('account.purchase.close')}
        </Button>
      </DialogActions>
    </>
  );
}

function Person({ item, ticked, disabled, purchase }: { item: PersonMembership; ticked: boolean; disabled: boolean; purchase: Purchase }) {
  const t = useT();
  const classes = useClasses();
  const renewal = item.status === 'active' || item.status === 'expiring';
  const why = notBuyableText(t, item);
  return (
    <div className={classes.person}>
      <Checkbox
        checked={ticked}
        disabled={disabled || !item.canBuy}
        label={t(renewal ? 'account.purchase.personRenewal' : 'account.purchase.person', { name: item.participant.name, price: formatCad(item.priceCents) })}
        onChange={() => purchase.toggle(item.participant.id)}
      />
      {why ? <Text size={200} className={classes.why}>{`${validityText(t, item)} · ${why}`}</Text> : null}
    </div>
  );
}
