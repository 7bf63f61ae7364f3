import { Title1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useClasses = makeStyles({
  heading: { display: 'block', margin: `${tokens.spacingVerticalL} 0 ${tokens.spacingVerticalM}` },
});

/** Each screen's one h1, so every route has a title for screen readers and the axe check. */
export function PageHeading({ children }: { children: ReactNode }) {
  const classes = useClasses();
  return (
    <Title1 as="h1" className={classes.heading}>
      {children}
    </Title1>
  );
}
