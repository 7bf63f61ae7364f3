import { makeStyles, tokens } from '@fluentui/react-components';

/** The program page's own parts (the catalogue's classes do the rest). */
export const useProgramClasses = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalXS },
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
  mine: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  mineItem: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  note: { color: tokens.colorNeutralForeground3 },
});
