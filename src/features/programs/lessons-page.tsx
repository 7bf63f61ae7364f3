import type { ProgramKind } from '@machines/programs';
import { useT } from '@/i18n/translate';
import { CatalogueView } from './catalogue/catalogue-view';

const KINDS: ProgramKind[] = ['clinic', 'lesson'];

/** Lessons (/lessons): the coming clinics and lessons by month, filtered by kind, level and coach. */
export default function LessonsPage() {
  const t = useT();
  return <CatalogueView title={t('nav.lessons')} lead={t('venue.programs.lessons')} kinds={KINDS} filters={['kind', 'level', 'coach']} />;
}
