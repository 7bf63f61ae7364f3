import { Body1, Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useAccountClasses } from './account-styles';

interface LoadableListProps {
  /** Show the spinner instead of the list (a list already shown may stay while it is read again: the caller says). */
  loading: boolean;
  loadingLabel: string;
  /** The whole message of a failed read, in the reader's words; null when it did not fail. */
  failure: string | null;
  retryLabel: string;
  onRetry: () => void;
  empty: boolean;
  emptyText: string;
  /** The list itself, shown once it has loaded with something in it. */
  children: ReactNode;
}

/** A list read from the server, in whichever state it is: loading, failed (with Try again), empty, or the list. */
export function LoadableList({ loading, loadingLabel, failure, retryLabel, onRetry, empty, emptyText, children }: LoadableListProps) {
  const account = useAccountClasses();
  if (loading) return <Spinner size="small" label={loadingLabel} />;
  if (failure !== null) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{failure}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={onRetry}>{retryLabel}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (empty) return <Body1 className={account.status}>{emptyText}</Body1>;
  return <>{children}</>;
}
