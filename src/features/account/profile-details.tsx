import { Badge, Body1, Body1Strong, Button, Card, Subtitle1 } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { Fragment, type ReactNode } from 'react';
import type { AccountProfile } from '@machines/account/account-profile.machine';
import { useAccountClasses } from '@/lib/account-styles';
import { formatBirthday, formatPhoneNumber, genderLabel, NOT_GIVEN, ROLE_LABELS } from './profile-format';

export function ProfileDetails({ profile, onEdit }: { profile: AccountProfile; onEdit: () => void }) {
  const classes = useAccountClasses();
  // Staff roles only: "Member" would read as a paid membership, which is its own section.
  const roles = (
    <span className={classes.badges}>
      {profile.roles.map((role) => (
        <Badge key={role} appearance="filled" color={role === 'owner' ? 'important' : 'brand'}>
          {ROLE_LABELS[role]}
        </Badge>
      ))}
    </span>
  );
  const rows: [string, ReactNode][] = [
    ['E-mail', profile.email],
    ['Phone number', formatPhoneNumber(profile.phoneNumber)],
    ['Postal code', profile.postalCode ?? NOT_GIVEN],
    ['Birthday', formatBirthday(profile.birthday)],
    ['Gender', genderLabel(profile.gender)],
    ...(profile.roles.length ? ([['Roles', roles]] as [string, ReactNode][]) : []),
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
          Edit profile
        </Button>
      </div>
    </Card>
  );
}
