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
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  SearchBox,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  mergeClasses,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { AdminUser, UserRole } from '@machines/users';
import { useViewer } from '@/lib/actors';
import { useStackingTableClasses } from '@/lib/stacking-table';
import { courtsideTokens } from '@/theme/theme';
import { failureText } from '@/i18n/failure-text';
import { useT, type MessageId } from '@/i18n/translate';
import { useAdminClasses } from '@/lib/admin-styles';
import { useAdminUsersLogic } from './admin-users-logic';

const useClasses = makeStyles({
  // A little roomier on a phone than the shared stacking table.
  row: { gap: tokens.spacingVerticalXS },
  cell: { minHeight: tokens.lineHeightBase400 },
  name: { fontWeight: tokens.fontWeightSemibold },
  email: { overflowWrap: 'anywhere' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  ownerBadge: { backgroundColor: courtsideTokens.colorAdmin, color: tokens.colorNeutralForegroundOnBrand },
  adminBadge: { color: courtsideTokens.colorAdmin, ...shorthands.borderColor(courtsideTokens.colorAdmin) },
  rowActions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, paddingBlock: tokens.spacingVerticalXS },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
});

/** The roles an owner grants or removes, in the order of their buttons. */
const GRANTABLE_ROLES: readonly UserRole[] = ['admin', 'owner'];

/** What each role lets its holder do, said in the confirmation. */
const ROLE_GRANTS: Record<UserRole, MessageId> = {
  admin: 'admin.users.grantsAdmin',
  owner: 'admin.users.grantsOwner',
};

interface PendingChange {
  user: AdminUser;
  role: UserRole;
  grant: boolean;
}

const fullName = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** Staff: search accounts, open one; owners grant or remove the admin and owner roles. */
export function UsersPanel() {
  const classes = useClasses();
  const t = useT();
  const table = useStackingTableClasses();
  const cell = mergeClasses(table.cell, classes.cell);
  const admin = useAdminClasses();
  const { viewer, isOwner } = useViewer();
  const actor = useActorRef(useAdminUsersLogic(), { input: {} });
  const query = useSelector(actor, (s) => s.context.query);
  const users = useSelector(actor, (s) => s.context.users);
  const total = useSelector(actor, (s) => s.context.total);
  const error = useSelector(actor, (s) => s.context.error);
  const saving = useSelector(actor, (s) => s.context.saving);
  const isSearching = useSelector(actor, (s) => s.matches('loading') || s.matches('debouncing'));
  // Role changes wait for the list to settle (not while searching or saving another change).
  const canChangeRoles = useSelector(actor, (s) => s.matches('ready'));
  const canReload = useSelector(actor, (s) => s.can({ type: 'users.reload' }));
  // The change awaiting confirmation; kept while the dialog animates out (presentational).
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ask = (change: PendingChange) => {
    setPending(change);
    setConfirming(true);
  };

  const confirm = () => {
    if (!pending) return;
    const { user, role, grant } = pending;
    const roles = grant ? [...new Set([...user.roles, role])] : user.roles.filter((r) => r !== role);
    actor.send({ type: 'users.rolesChanged', id: user.id, roles });
    setConfirming(false);
  };

  const summary = isSearching
    ? t('admin.users.searching')
    : users.length === 0
      ? query.trim()
        ? t('admin.users.noMatch', { query: query.trim() })
        : t('admin.users.noAccounts')
      : total > users.length
        ? t('admin.users.showingSome', { shown: users.length, total })
        : t('admin.users.count', { count: total });

  return (
    <Card className={admin.staffCard}>
      <Subtitle2 as="h2">{t('admin.users.accounts')}</Subtitle2>
      <div className={admin.searchRow}>
        <Field label={t('admin.users.searchLabel')} className={admin.search}>
          <SearchBox value={query} onChange={(_, data) => actor.send({ type: 'users.queryChanged', query: data.value })} />
        </Field>
        {isSearching && <Spinner size="tiny" aria-hidden />}
      </div>
      <Text role="status" size={200} className={admin.status}>
        {summary}
      </Text>

      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{failureText(t, error)}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: 'users.reload' })} disabledFocusable={!canReload}>
              {t('admin.users.reload')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}

      {users.length > 0 && (
        <Table noNativeElements aria-label={t('admin.users.accounts')} className={table.table}>
          <TableHeader className={table.header}>
            <TableRow>
              <TableHeaderCell className={cell}>{t('admin.users.columnName')}</TableHeaderCell>
              <TableHeaderCell className={mergeClasses(cell, table.wide)}>{t('admin.users.columnEmail')}</TableHeaderCell>
              <TableHeaderCell className={cell}>{t('admin.users.columnRoles')}</TableHeaderCell>
              <TableHeaderCell className={mergeClasses(cell, table.wide)}>{t('admin.users.columnActions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {users.map((user) => {
              const name = fullName(user);
              const isSavingRow = saving?.id === user.id;
              return (
                <TableRow key={user.id} className={mergeClasses(table.row, classes.row)}>
                  <TableCell className={mergeClasses(cell, classes.name)}>{name}</TableCell>
                  <TableCell className={mergeClasses(cell, table.wide, classes.email)}>
                    <span className={table.label} aria-hidden>
                      {t('admin.users.columnEmail')}
                    </span>
                    {user.email}
                  </TableCell>
                  {/* Roles only: an ordinary account shows nothing here ("Member" would read as a paid membership). */}
                  <TableCell className={cell}>
                    <span className={classes.badges}>
                      {user.roles.includes('owner') && <Badge className={classes.ownerBadge}>{t('admin.users.badgeOwner')}</Badge>}
                      {user.roles.includes('admin') && (
                        <Badge appearance="outline" className={classes.adminBadge}>
                          {t('admin.users.badgeAdmin')}
                        </Badge>
                      )}
                    </span>
                  </TableCell>
                  <TableCell className={mergeClasses(cell, table.wide)}>
                    <span className={classes.rowActions}>
                      <Link href={`/account/${user.id}`} className={classes.link} aria-label={t('admin.users.openAccountLabel', { name })}>
                        {t('admin.users.openAccount')}
                      </Link>
                      {isOwner &&
                        GRANTABLE_ROLES.map((role) => {
                          const has = user.roles.includes(role);
                          const text = t(has ? 'admin.users.removeRole' : 'admin.users.makeRole', { role });
                          return (
                            <Button
                              key={role}
                              size="small"
                              disabledFocusable={!canChangeRoles}
                              aria-label={t('admin.users.roleActionLabel', { action: text, name })}
                              onClick={() => ask({ user, role, grant: !has })}
                            >
                              {text}
                            </Button>
                          );
                        })}
                      {isSavingRow && <Spinner size="extra-tiny" label={t('admin.users.saving')} />}
                    </span>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}

      <Dialog open={confirming} onOpenChange={(_, data) => setConfirming(data.open)}>
        <DialogSurface>
          {pending && (
            <DialogBody>
              <DialogTitle>
                {t(pending.grant ? 'admin.users.confirmMake' : 'admin.users.confirmRemove', { name: fullName(pending.user), role: pending.role })}
              </DialogTitle>
              <DialogContent>
                <Body1>{t(ROLE_GRANTS[pending.role])}</Body1>
                {!pending.grant && pending.user.id === viewer?.id && (
                  <Body1>
                    <strong>{t('admin.users.ownAccountLead')}</strong> {t('admin.users.ownAccountLoss', { role: pending.role })}
                  </Body1>
                )}
              </DialogContent>
              <DialogActions>
                <Button appearance="primary" onClick={confirm}>
                  {t(pending.grant ? 'admin.users.makeRole' : 'admin.users.removeRole', { role: pending.role })}
                </Button>
                <Button onClick={() => setConfirming(false)}>{t('admin.users.cancel')}</Button>
              </DialogActions>
            </DialogBody>
          )}
        </DialogSurface>
      </Dialog>
    </Card>
  );
}
