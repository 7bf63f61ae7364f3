import { makeStyles, tokens, type GriffelStyle } from '@fluentui/react-components';

/** From this width a stacking table lines its rows up as columns; below it each row is a card. */
export const STACKING_TABLE_WIDE = '@media (min-width: 720px)';
/** The same line for screens that render a different list below it (`useMediaQuery`). */
export const NARROW_SCREEN_QUERY = '(max-width: 719px)';
const WIDE = STACKING_TABLE_WIDE;

const cell: GriffelStyle = { minWidth: 0, height: 'auto', minHeight: tokens.lineHeightBase300, paddingBlock: 0 };
const wideCell: GriffelStyle = { flexGrow: 1, flexBasis: 0, paddingBlock: tokens.spacingVerticalXS };

/**
 * One table for every width (a Fluent `Table` with `noNativeElements`): rows stack as cards on a
 * phone and line up as columns from 720 px. `table` on the Table, `header` on the TableHeader, `row`
 * on each body row, `cell` (or `cellSmall` in a `size="small"` table) on every cell, and a `label`
 * span inside a cell to name it where the header is hidden. A table keeps its own makeStyles for what
 * differs and puts it after these in `mergeClasses`.
 */
export const useStackingTableClasses = makeStyles({
  table: { width: '100%' },
  header: {
    // Narrow: the column headers stay for screen readers, the labels inside each row show them.
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    [WIDE]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' },
  },
  row: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalS,
    [WIDE]: { display: 'flex', gap: 0, paddingBlock: 0 },
  },
  cell: { ...cell, [WIDE]: { ...wideCell, minHeight: '44px' } },
  cellSmall: { ...cell, [WIDE]: { ...wideCell, minHeight: '40px' } },
  /** A column twice as wide as the others. */
  wide: { [WIDE]: { flexGrow: 2 } },
  /** Money and counts: right-aligned once they are columns. */
  amount: { [WIDE]: { justifyContent: 'flex-end', textAlign: 'right' } },
  label: { color: tokens.colorNeutralForeground3, marginRight: tokens.spacingHorizontalXS, [WIDE]: { display: 'none' } },
});
