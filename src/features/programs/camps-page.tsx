import type { ProgramKind } from '@machines/programs';
import { useT } from '@/i18n/translate';
import { CatalogueView } from './catalogue/catalogue-view';

const KINDS: ProgramKind[] = ['camp'];

/** Camps (/camps): the coming camps by month, ages and dates first, filtered by age. */
export default function CampsPage() {
  const t = useT();
  return <CatalogueView title={t('nav.camps')} lead={t('venue.programs.camps')} kinds={KINDS} filters={['age']} prominent />;
}
