import { useT } from '@/i18n/translate';
import { OpeningSoon } from '@/lib/opening-soon';

export default function DropinSetupPage() {
  const t = useT();
  return <OpeningSoon title={t('nav.dropInSetup')}>{t('venue.programs.dropInSetup')}</OpeningSoon>;
}
