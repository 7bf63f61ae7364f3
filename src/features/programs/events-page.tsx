import { useT } from '@/i18n/translate';
import { OpeningSoon } from '@/lib/opening-soon';

export default function EventsPage() {
  const t = useT();
  return <OpeningSoon title={t('nav.events')}>{t('venue.programs.events')}</OpeningSoon>;
}
