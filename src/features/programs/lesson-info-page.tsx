import {
  Body1,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link as FluentLink,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Trans } from '@lingui/react';
import { useState } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import { useT } from '@/i18n/translate';
import { VENUE_EMAIL } from '@/lib/constants';
import { PageHeading } from '@/lib/page-heading';

const useClasses = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXL, maxWidth: '640px' },
  card: { padding: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalM, justifyItems: 'start' },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
});

const isLessonId = (value: string | undefined): value is string => value !== undefined && /^\d{1,10}$/.test(value);

/** One lesson (/lesson-info/:lessonId). The catalogue ships later; `?showRegisterOnLoad` opens registration. */
export default function LessonInfoPage() {
  const classes = useClasses();
  const t = useT();
  const { lessonId } = useParams<{ lessonId: string }>();
  const showRegisterOnLoad = new URLSearchParams(useSearch()).has('showRegisterOnLoad');
  // Presentational: whether the registration dialog is open, first set from the link.
  const [registering, setRegistering] = useState(showRegisterOnLoad);

  if (!isLessonId(lessonId)) {
    return (
      <section className={classes.page}>
        <PageHeading>{t('venue.lesson.notFoundTitle')}</PageHeading>
        <Body1>{t('venue.lesson.notFoundBody')}</Body1>
        <Link href="/lessons" className={classes.link}>
          {t('venue.lesson.seeAll')}
        </Link>
      </section>
    );
  }

  return (
    <section className={classes.page}>
      <PageHeading>{t('venue.lesson.title')}</PageHeading>
      <Card className={classes.card}>
        <Body1>{t('venue.lesson.openingSoon')}</Body1>
        <Body1>
          <Trans id="venue.lesson.contact" values={{ email: VENUE_EMAIL, lessonId }} components={{ 0: <FluentLink href={`mailto:${VENUE_EMAIL}`} /> }} />
        </Body1>
        <Button appearance="primary" onClick={() => setRegistering(true)}>
          {t('venue.lesson.register')}
        </Button>
        <Link href="/lessons" className={classes.link}>
          {t('venue.lesson.seeAll')}
        </Link>
      </Card>

      <Dialog open={registering} onOpenChange={(_, data) => setRegistering(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('venue.lesson.registrationTitle')}</DialogTitle>
            <DialogContent>
              <Body1>
                <Trans
                  id="venue.lesson.registrationBody"
                  values={{ email: VENUE_EMAIL, lessonId }}
                  components={{ 0: <FluentLink href={`mailto:${VENUE_EMAIL}?subject=${encodeURIComponent(t('venue.lesson.emailSubject', { lessonId }))}`} /> }}
                />
              </Body1>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => setRegistering(false)}>
                {t('venue.lesson.close')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </section>
  );
}
