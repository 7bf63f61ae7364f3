import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link as FluentLink,
} from '@fluentui/react-components';
import { VENUE_EMAIL } from '@/lib/constants';

const MEMBERSHIPS_TITLE = 'Memberships: opening soon';

/** Spec: ?showBuyOnLoad opens the purchase flow. Online memberships are not built yet, so say so. */
export function MembershipDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{MEMBERSHIPS_TITLE}</DialogTitle>
          <DialogContent>
            <Body1>
              Buying a membership online is not available yet. Until it is, ask at the front desk or e-mail{' '}
              <FluentLink href={`mailto:${VENUE_EMAIL}`}>{VENUE_EMAIL}</FluentLink> and we will set it up for you.
            </Body1>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
