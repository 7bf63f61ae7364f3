import { makeStyles, tokens } from '@fluentui/react-components';

/** What the loaded "what is on" cards show (its own chunk): the hours, the rows of drop-ins and programs, the ways on. */
export const useWhatsOnItemClasses = makeStyles({
  note: { color: tokens.colorNeutralForeground3 },
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
    // The text darkens with the background: brand 70 on the hover's brand 150 is 4.48:1, under AA's 4.5:1.
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground2Hover },
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
  itemFacts: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
  },
  action: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
});
