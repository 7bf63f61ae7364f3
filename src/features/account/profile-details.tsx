import { Badge, Body1, Body1Strong, Button, Card, Subtitle1 } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { Fragment, type ReactNode } from 'react';
import type { AccountProfile } from '@machines/account';
import { LANGUAGE_NAMES } from '@/i18n/locales';
import { useT } from '@/i18n/translate';
import { useAccountClasses } from '@/lib/account-styles';
import { formatBirthday, formatPhoneNumber, genderLabel, roleLabel } from './profile-format';
import { levelText } from './self-rated-level';

export function ProfileDetails({ profile, onEdit }: { profile: AccountProfile; onEdit: () => void }) {
  const classes = useAccountClasses();
  const t = useT();
  // Staff roles only: "Member" would read as a paid membership, which is its own section.
  const roles = (
    <span className={classes.badges}>
      {profile.roles.map((role) => (
        <Badge key={role} appearance="filled" color={role === 'owner' ? 'important' : 'brand'}>
          {roleLabel(t, role)}
        </Badge>
      ))}
    </span>
  );
  // A language's name is written in that language ("Français" on an English screen too).
  const language = profile.locale ? <Body1 lang={profile.locale}>{LANGUAGE_NAMES[profile.locale]}</Body1> : null;
  const rows: [string, ReactNode][] = [
    [t('account.details.email'), profile.email],
    [t('account.details.phoneNumber'), formatPhoneNumber(t, profile.phoneNumber)],
    [t('account.details.postalCode'), profile.postalCode ?? t('account.details.notGiven')],
    [t('account.details.birthday'), formatBirthday(t, profile.birthday)],
    [t('account.details.gender'), genderLabel(t, profile.gender)],
    [t('account.details.selfRatedLevel'), levelText(t, profile.selfRatedLevel)],
    ...(language ? ([[t('account.details.language'), language]] as [string, ReactNode][]) : []),
    ...(profile.roles.length ? ([[t('account.details.roles'), roles]] as [string, ReactNode][]) : []),
  ];
  return (
    <Card className={classes.card}>
      <Subtitle1 as="h2">
        {profile.firstName} {profile.lastName}
      </Subtitle1>
      <dl className={classes.details}>
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt className={classes.term}>
              <Body1Strong>{term}</Body1Strong>
            </dt>
            <dd className={classes.value}>{typeof value === 'string' ? <Body1>{value}</Body1> : value}</dd>
          </Fragment>
        ))}
      </dl>
      <div className={classes.actions}>
        <Button appearance="primary" icon={<EditRegular />} onClick={onEdit}>
          {t('account.details.edit')}
        </Button>
      </div>
    </Card>
  );
}
