import { makeStyles, tokens } from '@fluentui/react-components';
import { courtsideTokens } from '@/theme/theme';

/** Staff-only surfaces carry the admin colour so nobody mistakes them for member pages. */
export const useAdminClasses = makeStyles({
  // A staff page: heading, the staff note, then its cards in one column.
  page: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXL, minWidth: 0 },
  staffNote: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  staffCard: {
    padding: tokens.spacingHorizontalL,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThicker} solid ${courtsideTokens.colorAdmin}`,
  },
  staffBadge: { backgroundColor: courtsideTokens.colorAdmin, color: tokens.colorNeutralForegroundOnBrand },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  // A search box with its spinner, and the status line under it that says what was found.
  searchRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  search: { flexGrow: 1, minWidth: '240px', maxWidth: '480px' },
  status: { color: tokens.colorNeutralForeground3, minHeight: tokens.lineHeightBase300 },
});
