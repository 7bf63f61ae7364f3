import { useT } from '@/i18n/translate';
import { OpeningSoon } from '@/lib/opening-soon';

export default function LessonsPage() {
  const t = useT();
  return <OpeningSoon title={t('nav.lessons')}>{t('venue.programs.lessons')}</OpeningSoon>;
}
