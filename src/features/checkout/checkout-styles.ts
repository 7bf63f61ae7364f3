import { makeStyles, tokens } from '@fluentui/react-components';

export const useCheckoutClasses = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXL, maxWidth: '760px', minWidth: 0 },
  card: { padding: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  order: { display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});
