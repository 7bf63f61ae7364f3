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
import type { AdminUser, UserRole } from '@machines/admin-users.machine';
import { useViewer } from '@/app/app-actors-context';
import { courtsideTokens } from '@/theme/theme';
import { useAdminClasses } from './admin-styles';
import { useAdminUsersLogic } from './admin-users-logic';

const WIDE = '@media (min-width: 720px)';

// One table for every width: rows stack as cards on a phone, line up as columns on wider screens.
const useClasses = makeStyles({
  searchRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  search: { flexGrow: 1, minWidth: '240px', maxWidth: '480px' },
  status: { color: tokens.colorNeutralForeground3, minHeight: tokens.lineHeightBase300 },
  table: { width: '100%' },
  header: {
    // Narrow: the column headers stay for screen readers, the labels inside each card show them.
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    [WIDE]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' },
  },
  row: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    [WIDE]: { display: 'flex', gap: 0, paddingBlock: 0 },
  },
  cell: {
    minWidth: 0,
    height: 'auto',
    minHeight: tokens.lineHeightBase400,
    paddingBlock: 0,
    [WIDE]: { flexGrow: 1, flexBasis: 0, minHeight: '44px', paddingBlock: tokens.spacingVerticalXS },
  },
  wideCell: { [WIDE]: { flexGrow: 2 } },
  name: { fontWeight: tokens.fontWeightSemibold },
  email: { overflowWrap: 'anywhere' },
  label: { color: tokens.colorNeutralForeground3, marginRight: tokens.spacingHorizontalXS, [WIDE]: { display: 'none' } },
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
      <div className={classes.searchRow}>
        <Field label="Search by name or e-mail" className={classes.search}>
          <SearchBox value={query} onChange={(_, data) => actor.send({ type: 'users.queryChanged', query: data.value })} />
        </Field>
        {isSearching && <Spinner size="tiny" aria-hidden />}
      </div>
      <Text role="status" size={200} className={classes.status}>
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
        <Table noNativeElements aria-label="Accounts" className={classes.table}>
          <TableHeader className={classes.header}>
            <TableRow>
              <TableHeaderCell className={classes.cell}>Name</TableHeaderCell>
              <TableHeaderCell className={mergeClasses(classes.cell, classes.wideCell)}>E-mail</TableHeaderCell>
              <TableHeaderCell className={classes.cell}>Roles</TableHeaderCell>
              <TableHeaderCell className={mergeClasses(classes.cell, classes.wideCell)}>Actions</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {users.map((user) => {
              const name = fullName(user);
              const isSavingRow = saving?.id === user.id;
              return (
                <TableRow key={user.id} className={classes.row}>
                  <TableCell className={mergeClasses(classes.cell, classes.name)}>{name}</TableCell>
                  <TableCell className={mergeClasses(classes.cell, classes.wideCell, classes.email)}>
                    <span className={classes.label} aria-hidden>
                      E-mail
                    </span>
                    {user.email}
                  </TableCell>
                  <TableCell className={classes.cell}>
                    <span className={classes.badges}>
                      {user.roles.includes('owner') && <Badge className={classes.ownerBadge}>Owner</Badge>}
                      {user.roles.includes('admin') && (
                        <Badge appearance="outline" className={classes.adminBadge}>
                          Admin
                        </Badge>
                      )}
                      {user.roles.length === 0 && (
                        <Badge appearance="tint" color="subtle">
                          Member
                        </Badge>
                      )}
                    </span>
                  </TableCell>
                  <TableCell className={mergeClasses(classes.cell, classes.wideCell)}>
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
