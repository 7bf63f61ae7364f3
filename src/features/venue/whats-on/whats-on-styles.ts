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
  note: { color: tokens.colorNeutralForeground3 },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalS },
  // The card's way on (See other days…), at its foot.
  more: {
    marginTop: 'auto',
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'underline',
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
  },
  hours: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(6rem, 1fr))',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  // A free hour: a tap target of at least 44 px, the time over the courts free.
  hour: {
    display: 'grid',
    alignContent: 'center',
    minHeight: '3.25rem',
    boxSizing: 'border-box',
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  hourFull: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
  },
  hourTime: { fontWeight: tokens.fontWeightSemibold },
  hourCourts: { fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  list: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  // One drop-in or program: the whole row is the link.
  item: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}` },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  itemTop: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalS, fontWeight: tokens.fontWeightSemibold },
  itemFacts: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200, color: tokens.colorNeutralForeground2 },
  action: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
});
