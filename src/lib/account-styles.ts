import { makeStyles, tokens } from '@fluentui/react-components';

export const useAccountClasses = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXL, minWidth: 0 },
  // Your own account: bookings and purchases first; beside them on a wide screen, the settings.
  ownPage: {
    '@media (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
  },
  column: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0, alignContent: 'start' },
  card: { maxWidth: '720px', padding: tokens.spacingHorizontalXL, boxSizing: 'border-box', minWidth: 0 },
  details: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    '@media (min-width: 600px)': { gridTemplateColumns: 'max-content minmax(0, 1fr)' },
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, marginBottom: tokens.spacingVerticalS, overflowWrap: 'anywhere' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  form: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  fields: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalL },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  // A card's list of items (bookings, purchases), each one boxed; the item's gap is the section's own.
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  item: {
    display: 'grid',
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  headline: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  meta: { color: tokens.colorNeutralForeground2 },
  status: { color: tokens.colorNeutralForeground3 },
});
