import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The "what is on" section's look, shared by its pre-rendered placeholder (first page) and the
 * loaded section (its own chunk): the same grid and cards, so nothing moves when it arrives. Each
 * card reserves the height of the most it shows (12 hours, 4 drop-ins, 4 programs): side by side
 * from 1200 px, where a line rarely wraps; stacked below, each card keeping its own.
 */
export const useWhatsOnClasses = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 1200px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', alignItems: 'stretch' },
  },
  // A card's look without Fluent's Card, as the rest of the first page does.
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    color: tokens.colorNeutralForeground1,
  },
  // The room each card keeps (stacked, then side by side): what it shows at most, measured at 375, 1024 and 1280 px.
  courtsCard: { minHeight: '23rem', '@media (min-width: 1200px)': { minHeight: '30rem' } },
  dropInsCard: { minHeight: '28rem', '@media (min-width: 1200px)': { minHeight: '30rem' } },
  programsCard: { minHeight: '30rem' },
  cardHeading: { margin: 0 },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalS },
});
