import { useT } from '@/i18n/translate';
import { OpeningSoon } from '@/lib/opening-soon';

export default function TournamentsPage() {
  const t = useT();
  return <OpeningSoon title={t('nav.tournaments')}>{t('venue.programs.tournaments')}</OpeningSoon>;
}
