import { makeStyles, tokens } from '@fluentui/react-components';

/** The catalogue pages and the program page: one column that fits a phone, cards that wrap their words. */
export const useCatalogueClasses = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXL, maxWidth: '820px' },
  lead: { maxWidth: '65ch' },
  month: { display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  cards: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  card: { padding: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0, overflowWrap: 'anywhere' },
  top: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
  },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  facts: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXXS, color: tokens.colorNeutralForeground2 },
  highlight: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXXS },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  filter: { minWidth: 0, maxWidth: '100%', flexGrow: 1, flexBasis: '160px' },
  // A select is as wide as its longest option unless told otherwise: on a phone it must fit its field.
  control: { width: '100%', minWidth: 0, '& select': { width: '100%', minWidth: 0, textOverflow: 'ellipsis' } },
  age: { minWidth: '120px', maxWidth: '100%', flexBasis: '120px' },
  heading: { margin: 0 },
});
