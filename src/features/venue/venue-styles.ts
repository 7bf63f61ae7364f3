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
