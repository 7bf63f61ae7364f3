import { makeStyles, tokens } from '@fluentui/react-components';

/** Shared by the venue's content pages: readable line length, cards that stack on a phone. */
export const useVenueClasses = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXL, maxWidth: '820px' },
  lead: { maxWidth: '65ch' },
  cards: { display: 'grid', gap: tokens.spacingVerticalL },
  card: { padding: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalS },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalS },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
});

/** The cards of /coaches and /partners: photo or logo beside the words, stacked on a phone. */
export const useProfileClasses = makeStyles({
  grid: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalL },
  card: { padding: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  photo: { width: '96px', height: '96px', objectFit: 'cover', borderRadius: tokens.borderRadiusCircular, flexShrink: 0 },
  logo: { maxWidth: '160px', maxHeight: '80px', objectFit: 'contain', flexShrink: 0 },
  facts: { display: 'grid', gap: tokens.spacingVerticalXS, margin: 0, '& dd': { marginInlineStart: 0 } },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, margin: 0, padding: 0, listStyleType: 'none' },
  tag: {
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});
