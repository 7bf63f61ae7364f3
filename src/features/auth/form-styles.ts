import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * Auth forms: one column, two for the signup details on wider screens. The column is `minmax(0, 1fr)`
 * so a message bar's unbroken line cannot widen the form past the dialog (which then clipped the
 * "already registered" warning and its actions).
 */
export const useFormClasses = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' },
  twoColumns: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalL },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});
