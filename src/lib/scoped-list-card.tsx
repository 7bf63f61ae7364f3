import { Card, Subtitle1, Tab, TabList, Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useAccountClasses } from './account-styles';

type ListScope = 'upcoming' | 'past';

/**
 * A card that lists someone's things to come or past, one tab each: its heading, an optional note,
 * the Upcoming and Past tabs, and the panel they control. The ids all start with `id`
 * (`<id>-heading`, `<id>-tab-upcoming`, `<id>-panel`), so each card on a page needs its own.
 */
export function ScopedListCard({
  id,
  className,
  title,
  note,
  scope,
  scopeLabels,
  onScopeChange,
  children,
  extra,
}: {
  id: string;
  className: string;
  title: string;
  note?: string;
  scope: ListScope;
  scopeLabels: Record<ListScope, string>;
  onScopeChange: (scope: ListScope) => void;
  /** What the panel shows for the chosen scope. */
  children: ReactNode;
  /** What the card opens (its dialogs), after the panel. */
  extra?: ReactNode;
}) {
  const account = useAccountClasses();
  return (
    <Card className={className} aria-labelledby={`${id}-heading`}>
      <Subtitle1 as="h2" id={`${id}-heading`}>
        {title}
      </Subtitle1>
      {note !== undefined && <Text className={account.meta}>{note}</Text>}
      <TabList selectedValue={scope} onTabSelect={(_, data) => onScopeChange(data.value as ListScope)} aria-label={title}>
        {(['upcoming', 'past'] as const).map((value) => (
          <Tab key={value} value={value} id={`${id}-tab-${value}`} aria-controls={`${id}-panel`}>
            {scopeLabels[value]}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${scope}`}>
        {children}
      </div>
      {extra}
    </Card>
  );
}
