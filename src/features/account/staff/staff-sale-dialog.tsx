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
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { purchaseTotals, type DeskMethod, buyablePeople } from '@machines/account';
import type { ParticipantId } from '@machines/shared';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { orderNumber, taxLabel } from '@/lib/order-format';
import type { StaffMembershipsActor } from './staff-memberships-card';

const useClasses = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  people: { display: 'grid', margin: 0, padding: 0, border: 'none', minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  problem: { color: tokens.colorPaletteRedForeground1 },
  sums: { display: 'grid', gap: tokens.spacingVerticalXXS },
  meta: { color: tokens.colorNeutralForeground2 },
});

/** Sell memberships at the desk: the people, how they paid, a slip number; then the order it made. */
export function StaffSaleDialog({ actor }: { actor: StaffMembershipsActor }) {
  const open = useSelector(actor, (s) => !s.matches({ sale: 'closed' }));
  const sold = useSelector(actor, (s) => s.matches({ sale: 'sold' }));
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && actor.send({ type: 'sale.closed' })}>
      <DialogSurface>{open && (sold ? <SaleDone actor={actor} /> : <SaleForm actor={actor} />)}</DialogSurface>
    </Dialog>
  );
}

function SaleForm({ actor }: { actor: StaffMembershipsActor }) {
  const t = useT();
  const classes = useClasses();
  const selling = useSelector(actor, (s) => s.matches({ sale: 'selling' }));
  const people = buyablePeople(useSelector(actor, (s) => s.context.people));
  const taxes = useSelector(actor, (s) => s.context.taxes);
  const problem = useSelector(actor, (s) => s.context.saleProblem);
  const error = useSelector(actor, (s) => s.context.saleError);
  // The form's draft (presentational until submitted); the machine checks it.
  const [picked, setPicked] = useState<ParticipantId[]>([]);
  const [method, setMethod] = useState<DeskMethod>('cash');
  const [reference, setReference] = useState('');
  // What the ticked people's memberships come to, worked out as the server will.
  const totals = purchaseTotals({ items: people, taxes }, picked);

  const toggle = (id: ParticipantId, on: boolean) => setPicked((now) => (on ? [...now, id] : now.filter((other) => other !== id)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // In the list's order (the holder first), as the order's lines will be.
    const participantIds = people.map((p) => p.participant.id).filter((id) => picked.includes(id));
    actor.send({ type: 'sale.submitted', participantIds, method, reference });
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{t('admin.account.sale.title')}</DialogTitle>
        <DialogContent className={classes.form}>
          {/* A group of checkboxes: a fieldset and its legend (a Field would label only the first box). */}
          <fieldset className={classes.people} aria-describedby={problem ? 'staff-sale-people-problem' : undefined}>
            <legend className={classes.legend}>{t('admin.account.sale.people')}</legend>
            {people.map((person) => (
              <Checkbox
                key={String(person.participant.id)}
                checked={picked.includes(person.participant.id)}
                onChange={(_, data) => toggle(person.participant.id, data.checked === true)}
                label={t('admin.account.sale.person', {
                  name: person.participant.name,
                  price: formatCad(person.priceCents),
                  renew: person.status === 'none' || person.status === 'expired' ? 'no' : 'yes',
                })}
              />
            ))}
            {problem && (
              <Text id="staff-sale-people-problem" role="alert" className={classes.problem}>
                {t('admin.account.sale.nobodyPicked')}
              </Text>
            )}
          </fieldset>
          <div className={classes.sums} role="status">
            <Text>{t('admin.account.sale.beforeTax', { count: picked.length, amount: formatCad(totals.subtotalCents) })}</Text>
            {totals.taxes.map((tax) => (
              <Text key={tax.name} className={classes.meta}>
                {t('admin.account.sale.tax', { tax: taxLabel(tax, t), amount: formatCad(tax.amountCents) })}
              </Text>
            ))}
            <Text weight="semibold">{t('admin.account.sale.total', { amount: formatCad(totals.totalCents) })}</Text>
          </div>
          <Field label={t('admin.account.sale.paidWith')}>
            <RadioGroup layout="horizontal" value={method} onChange={(_, data) => setMethod(data.value as DeskMethod)}>
              <Radio value="cash" label={t('admin.account.sale.cash')} />
              <Radio value="card_terminal" label={t('admin.account.sale.cardTerminal')} />
            </RadioGroup>
          </Field>
          <Field label={t('admin.account.sale.reference')} hint={t('admin.account.sale.referenceHint')}>
            <Input value={reference} maxLength={100} onChange={(_, data) => setReference(data.value)} />
          </Field>
          {error && (
            <MessageBar intent="error">
              <MessageBarBody>{failureText(t, error)}</MessageBarBody>
            </MessageBar>
          )}
        </DialogContent>
        <DialogActions>
          <Button type="submit" appearance="primary" disabledFocusable={selling} icon={selling ? <Spinner size="tiny" /> : undefined}>
            {t('admin.account.sale.submit')}
          </Button>
          <Button disabledFocusable={selling} onClick={() => actor.send({ type: 'sale.closed' })}>
            {t('admin.account.cancel')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}

function SaleDone({ actor }: { actor: StaffMembershipsActor }) {
  const t = useT();
  const order = useSelector(actor, (s) => s.context.sold);
  return (
    <DialogBody>
      <DialogTitle>{t('admin.account.sale.soldTitle')}</DialogTitle>
      <DialogContent>
        {order && <Body1 role="status">{t('admin.account.sale.sold', { order: orderNumber(order, t), total: formatCad(order.totalCents) })}</Body1>}
      </DialogContent>
      <DialogActions>
        <Button appearance="primary" onClick={() => actor.send({ type: 'sale.closed' })}>
          {t('admin.account.done')}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}
