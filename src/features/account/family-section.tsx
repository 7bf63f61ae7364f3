import {
  Badge,
  Body1,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Text,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { HOUSEHOLD_MAX, type HouseholdMember } from '@machines/account';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { useAccountClasses } from '@/lib/account-styles';
import { genderText } from '@/lib/person-fields';
import { venueToday } from '@/lib/venue-clock';
import { formatDate } from '@/lib/venue-time';
import { FamilyMemberDialog } from './family-member-dialog';
import { useHouseholdLogic, type HouseholdActor } from './household-logic';
import { formatLevel } from './self-rated-level';

const fullName = (member: Pick<HouseholdMember, 'firstName' | 'lastName'>) => `${member.firstName} ${member.lastName}`;

/**
 * Family: the people on the account who have no login of their own (the holder's, or with `userId`
 * someone else's for staff): add, edit, remove.
 */
export function FamilySection({ userId, onChanged }: { userId?: number; onChanged?: () => void }) {
  const t = useT();
  const classes = useAccountClasses();
  const [today] = useState(() => venueToday());
  const actor = useActorRef(useHouseholdLogic(onChanged), { input: { today, userId } });
  const members = useSelector(actor, (s) => s.context.members);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  // A refused removal (or a failed load) says why over the list.
  const error = useSelector(actor, (s) => (s.matches('list') || s.matches('loadFailed') ? s.context.error : null));
  const full = members.length >= HOUSEHOLD_MAX;

  return (
    <Card className={classes.card} aria-labelledby="family-heading">
      <Subtitle1 as="h2" id="family-heading">
        {t('account.family.title')}
      </Subtitle1>
      <Body1>{t(userId === undefined ? 'account.family.intro' : 'account.family.introStaff')}</Body1>
      {loadFailed && error ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('account.family.loadFailed', { error: failureText(t, error) })}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: 'household.reload' })}>{t('account.load.tryAgain')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : loading && members.length === 0 ? (
        <Spinner size="small" label={t('account.family.loading')} />
      ) : (
        <>
          {error ? (
            <MessageBar intent="error">
              <MessageBarBody>{failureText(t, error)}</MessageBarBody>
            </MessageBar>
          ) : null}
          {members.length === 0 ? (
            <Body1 className={classes.status}>{t('account.family.empty')}</Body1>
          ) : (
            <ul className={classes.list} aria-label={t('account.family.listLabel')}>
              {members.map((member) => (
                <MemberItem key={member.id} member={member} actor={actor} />
              ))}
            </ul>
          )}
          <div className={classes.actions}>
            <Button icon={<AddRegular />} disabledFocusable={full} onClick={() => actor.send({ type: 'household.add' })}>
              {t('account.family.add')}
            </Button>
            {full ? <Text className={classes.meta}>{t('account.family.full', { max: HOUSEHOLD_MAX })}</Text> : null}
          </div>
        </>
      )}
      <FamilyMemberDialog actor={actor} today={today} />
      <RemoveMemberDialog actor={actor} />
    </Card>
  );
}

function MemberItem({ member, actor }: { member: HouseholdMember; actor: HouseholdActor }) {
  const t = useT();
  const classes = useAccountClasses();
  const name = fullName(member);
  const gender = genderText(t, member.gender);
  return (
    <li className={classes.item} aria-label={name}>
      <div className={classes.headline}>
        <Text weight="semibold">{name}</Text>
        <Badge appearance="tint" color="informative">
          {t('account.family.relationship', { relationship: member.relationship })}
        </Badge>
        {member.minor ? (
          <Badge appearance="tint" color="subtle">
            {t('account.family.minor')}
          </Badge>
        ) : null}
      </div>
      <Text className={classes.meta}>
        {t('account.family.born', { date: formatDate(member.birthday, 'long') })}
        {gender ? ` · ${gender}` : ''}
        {typeof member.selfRatedLevel === 'number' ? ` · ${t('account.family.level', { level: formatLevel(member.selfRatedLevel) })}` : ''}
      </Text>
      <div className={classes.actions}>
        <Button
          size="small"
          icon={<EditRegular />}
          aria-label={t('account.family.editLabel', { name })}
          onClick={() => actor.send({ type: 'household.edit', id: member.id })}
        >
          {t('account.family.edit')}
        </Button>
        <Button
          size="small"
          icon={<DeleteRegular />}
          aria-label={t('account.family.removeLabel', { name })}
          onClick={() => actor.send({ type: 'household.remove', id: member.id })}
        >
          {t('account.family.remove')}
        </Button>
      </div>
    </li>
  );
}

/** Removal asks first; a refusal (an active membership, paid registrations) shows over the list. */
function RemoveMemberDialog({ actor }: { actor: HouseholdActor }) {
  const t = useT();
  const open = useSelector(actor, (s) => s.matches('confirmingRemoval') || s.matches('removing'));
  const removing = useSelector(actor, (s) => s.matches('removing'));
  const member = useSelector(actor, (s) => s.context.members.find((m) => m.id === s.context.removingId) ?? null);
  const name = member ? fullName(member) : '';
  return (
    <Dialog open={open && member !== null} onOpenChange={(_, data) => !data.open && !removing && actor.send({ type: 'household.cancel' })}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('account.family.removeTitle', { name })}</DialogTitle>
          <DialogContent>
            <Body1>{t('account.family.removeBody', { name })}</Body1>
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabledFocusable={removing}
              icon={removing ? <Spinner size="tiny" /> : undefined}
              onClick={() => actor.send({ type: 'household.confirmRemove' })}
            >
              {t('account.family.removeConfirm')}
            </Button>
            <Button disabledFocusable={removing} onClick={() => actor.send({ type: 'household.cancel' })}>
              {t('account.family.removeKeep')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
