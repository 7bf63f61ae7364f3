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
import type { AdminUser, UserRole } from '@machines/users/admin-users.machine';
import { useViewer } from '@/lib/actors';
import { useStackingTableClasses } from '@/lib/stacking-table';
import { courtsideTokens } from '@/theme/theme';
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

const ROLE_TEXT: Record<UserRole, { title: string; grants: string }> = {
  admin: { title: 'admin', grants: 'Admins can see every account and the bookings overview, and change the site alert.' },
  owner: { title: 'owner', grants: 'Owners can also change company settings, drop-in and event setup, and staff roles.' },
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
    ? 'Searching…'
    : users.length === 0
      ? query.trim()
        ? `No accounts match “${query.trim()}”.`
        : 'No accounts yet.'
      : total > users.length
        ? `Showing ${users.length} of ${total} accounts. Narrow the search to find others.`
        : `${total} ${total === 1 ? 'account' : 'accounts'}`;

  return (
    <Card className={admin.staffCard}>
      <Subtitle2 as="h2">Accounts</Subtitle2>
      <div className={admin.searchRow}>
        <Field label="Search by name or e-mail" className={admin.search}>
          <SearchBox value={query} onChange={(_, data) => actor.send({ type: 'users.queryChanged', query: data.value })} />
        </Field>
        {isSearching && <Spinner size="tiny" aria-hidden />}
      </div>
      <Text role="status" size={200} className={admin.status}>
        {summary}
      </Text>

      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error.message}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: 'users.reload' })} disabledFocusable={!canReload}>
              Reload
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}

      {users.length > 0 && (
        <Table noNativeElements aria-label="Accounts" className={table.table}>
          <TableHeader className={table.header}>
            <TableRow>
              <TableHeaderCell className={cell}>Name</TableHeaderCell>
              <TableHeaderCell className={mergeClasses(cell, table.wide)}>E-mail</TableHeaderCell>
              <TableHeaderCell className={cell}>Roles</TableHeaderCell>
              <TableHeaderCell className={mergeClasses(cell, table.wide)}>Actions</TableHeaderCell>
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
                      E-mail
                    </span>
                    {user.email}
                  </TableCell>
                  {/* Roles only: an ordinary account shows nothing here ("Member" would read as a paid membership). */}
                  <TableCell className={cell}>
                    <span className={classes.badges}>
                      {user.roles.includes('owner') && <Badge className={classes.ownerBadge}>Owner</Badge>}
                      {user.roles.includes('admin') && (
                        <Badge appearance="outline" className={classes.adminBadge}>
                          Admin
                        </Badge>
                      )}
                    </span>
                  </TableCell>
                  <TableCell className={mergeClasses(cell, table.wide)}>
                    <span className={classes.rowActions}>
                      <Link href={`/account/${user.id}`} className={classes.link} aria-label={`Open account: ${name}`}>
                        Open account
                      </Link>
                      {isOwner &&
                        (['admin', 'owner'] as const).map((role) => {
                          const has = user.roles.includes(role);
                          const text = `${has ? 'Remove' : 'Make'} ${ROLE_TEXT[role].title}`;
                          return (
                            <Button
                              key={role}
                              size="small"
                              disabledFocusable={!canChangeRoles}
                              aria-label={`${text}: ${name}`}
                              onClick={() => ask({ user, role, grant: !has })}
                            >
                              {text}
                            </Button>
                          );
                        })}
                      {isSavingRow && <Spinner size="extra-tiny" label="Saving…" />}
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
                {pending.grant
                  ? `Make ${fullName(pending.user)} an ${ROLE_TEXT[pending.role].title}?`
                  : `Remove ${fullName(pending.user)} as ${ROLE_TEXT[pending.role].title}?`}
              </DialogTitle>
              <DialogContent>
                <Body1>{ROLE_TEXT[pending.role].grants}</Body1>
                {!pending.grant && pending.user.id === viewer?.id && (
                  <Body1>
                    <strong>This is your own account:</strong> you will lose access to the {ROLE_TEXT[pending.role].title} pages.
                  </Body1>
                )}
              </DialogContent>
              <DialogActions>
                <Button appearance="primary" onClick={confirm}>
                  {pending.grant ? `Make ${ROLE_TEXT[pending.role].title}` : `Remove ${ROLE_TEXT[pending.role].title}`}
                </Button>
                <Button onClick={() => setConfirming(false)}>Cancel</Button>
              </DialogActions>
            </DialogBody>
          )}
        </DialogSurface>
      </Dialog>
    </Card>
  );
}
