import { makeStyles, tokens } from '@fluentui/react-components';

/** The invitation page: one column that fits a phone (375 px), long names and titles wrap. */
export const useInvitationClasses = makeStyles({
  page: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalL,
    paddingBottom: tokens.spacingVerticalXXL,
    maxWidth: '820px',
    overflowWrap: 'anywhere',
  },
  lead: { maxWidth: '65ch', margin: 0 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    '& dd': { margin: 0 },
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  note: { color: tokens.colorNeutralForeground3, margin: 0 },
});
