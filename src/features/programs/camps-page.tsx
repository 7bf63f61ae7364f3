import { useT } from '@/i18n/translate';
import { OpeningSoon } from '@/lib/opening-soon';

export default function CampsPage() {
  const t = useT();
  return <OpeningSoon title={t('nav.camps')}>{t('venue.programs.camps')}</OpeningSoon>;
}
