import type { ProgramKind } from '@machines/programs';
import { useT } from '@/i18n/translate';
import { CatalogueView } from './catalogue/catalogue-view';

const KINDS: ProgramKind[] = ['tournament'];

/** Tournaments (/tournaments): the coming tournaments by month, each with its deadline, divisions and entrants. */
export default function TournamentsPage() {
  const t = useT();
  return <CatalogueView title={t('nav.tournaments')} lead={t('venue.programs.tournaments')} kinds={KINDS} filters={[]} prominent />;
}
