import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * Fields side by side as the width allows (one column on a phone). Fluent's Input and Select take
 * their content's width (an <input> is about 20 characters wide), which in a narrower grid cell
 * pushed them over the next field and its message and past the dialog's edge; here each field
 * takes its cell's width, and its message wraps inside it.
 */
export const useFieldGridClasses = makeStyles({
  grid: {
    display: 'grid',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))',
    // Each field as tall as its own label, input and message: inputs of a row stay level.
    alignItems: 'start',
    '& > *': { minWidth: 0 },
    '& .fui-Input, & .fui-Select': { width: '100%', minWidth: 0 },
    '& .fui-Input__input, & .fui-Select__select': { width: '100%', minWidth: 0 },
  },
});
