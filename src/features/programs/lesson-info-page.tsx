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
import { useState } from 'react';
import { Link, useParams, useSearch } from 'wouter';
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
  const { lessonId } = useParams<{ lessonId: string }>();
  const showRegisterOnLoad = new URLSearchParams(useSearch()).has('showRegisterOnLoad');
  // Presentational: whether the registration dialog is open, first set from the link.
  const [registering, setRegistering] = useState(showRegisterOnLoad);

  if (!isLessonId(lessonId)) {
    return (
      <section className={classes.page}>
        <PageHeading>Lesson not found</PageHeading>
        <Body1>There is no lesson at this address.</Body1>
        <Link href="/lessons" className={classes.link}>
          See all lessons
        </Link>
      </section>
    );
  }

  return (
    <section className={classes.page}>
      <PageHeading>Lesson details</PageHeading>
      <Card className={classes.card}>
        <Body1>Lesson details and online registration are opening soon.</Body1>
        <Body1>
          Until then, e-mail <FluentLink href={`mailto:${VENUE_EMAIL}`}>{VENUE_EMAIL}</FluentLink> or ask at the front desk, and mention
          lesson {lessonId}.
        </Body1>
        <Button appearance="primary" onClick={() => setRegistering(true)}>
          Register
        </Button>
        <Link href="/lessons" className={classes.link}>
          See all lessons
        </Link>
      </Card>

      <Dialog open={registering} onOpenChange={(_, data) => setRegistering(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Registration opens soon</DialogTitle>
            <DialogContent>
              <Body1>
                Online registration for lessons is not open yet. To join lesson {lessonId} now, e-mail{' '}
                <FluentLink href={`mailto:${VENUE_EMAIL}?subject=${encodeURIComponent(`Lesson ${lessonId}`)}`}>{VENUE_EMAIL}</FluentLink> or ask
                at the front desk.
              </Body1>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => setRegistering(false)}>
                Close
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </section>
  );
}
