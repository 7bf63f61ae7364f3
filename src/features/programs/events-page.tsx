import { CATALOGUE_KINDS } from '@machines/programs';
import { useT } from '@/i18n/translate';
import { CatalogueView } from './catalogue/catalogue-view';
import { DropInLinkCard } from './catalogue/drop-in-link-card';

const KINDS = [...CATALOGUE_KINDS];

/** Events (/events): every coming camp, clinic, lesson, social and tournament by month, filtered by kind and age; drop-in has its own page. */
export default function EventsPage() {
  const t = useT();
  return (
    <CatalogueView title={t('nav.events')} lead={t('programs.events.intro')} kinds={KINDS} filters={['kind', 'age']}>
      <DropInLinkCard />
    </CatalogueView>
  );
}
