import { makeStyles, tokens } from '@fluentui/react-components';
import { courtsideTokens } from '@/theme/theme';

/** Staff-only surfaces carry the admin colour so nobody mistakes them for member pages. */
export const useAdminClasses = makeStyles({
  staffCard: {
    padding: tokens.spacingHorizontalL,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThicker} solid ${courtsideTokens.colorAdmin}`,
  },
  staffBadge: { backgroundColor: courtsideTokens.colorAdmin, color: tokens.colorNeutralForegroundOnBrand },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});
