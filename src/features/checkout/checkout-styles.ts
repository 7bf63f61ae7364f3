import { makeStyles, tokens } from '@fluentui/react-components';

export const useCheckoutClasses = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXL, maxWidth: '640px' },
  card: { padding: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalM },
  reference: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});
