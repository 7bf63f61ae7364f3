import { makeStyles, tokens } from '@fluentui/react-components';

/** Auth forms: one column, two for the signup details on wider screens. */
export const useFormClasses = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  twoColumns: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalL },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});
