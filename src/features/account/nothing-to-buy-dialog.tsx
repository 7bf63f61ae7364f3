import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useT } from '@/i18n/translate';
import type { MembershipsActor } from './memberships-logic';
import { notBuyableText, validityText } from './membership-format';

const useClasses = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  people: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalXS },
});

/** Asked to buy (Become a member, a renewal link) where nobody can now: each person's membership and when it can be renewed. */
export function NothingToBuyDialog({ actor }: { actor: MembershipsActor }) {
  const t = useT();
  const classes = useClasses();
  const open = useSelector(actor, (s) => s.matches('nothingToBuy'));
  const items = useSelector(actor, (s) => s.context.memberships?.items ?? []);
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && actor.send({ type: 'memberships.close' })}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('account.purchase.title')}</DialogTitle>
          <DialogContent className={classes.content}>
            <Body1 id="nothing-to-buy-intro">{t('account.purchase.nobody')}</Body1>
            <ul className={classes.people} aria-labelledby="nothing-to-buy-intro">
              {items.map((item) => (
                <li key={String(item.participant.id)}>
                  <Body1>
                    {t('account.purchase.nobodyPerson', { name: item.participant.name, validity: validityText(t, item), why: notBuyableText(t, item) ?? '' })}
                  </Body1>
                </li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => actor.send({ type: 'memberships.close' })}>
              {t('account.purchase.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
