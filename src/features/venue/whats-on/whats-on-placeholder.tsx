import { Skeleton, SkeletonItem, Subtitle1, Subtitle2, mergeClasses } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/translate';
import { useWhatsOnClasses } from './whats-on-styles';

/** The section and its three cards, around what each shows (the skeletons while it loads). */
export function WhatsOnFrame({ courts, dropIns, programs, notice }: { courts: ReactNode; dropIns: ReactNode; programs: ReactNode; notice?: ReactNode }) {
  const classes = useWhatsOnClasses();
  const t = useT();
  return (
    <section className={classes.section} aria-labelledby="whats-on-heading">
      <Subtitle1 as="h2" id="whats-on-heading" className={classes.heading}>
        {t('venue.whatsOn.title')}
      </Subtitle1>
      {notice}
      <div className={classes.grid}>
        <WhatsOnCard id="whats-on-courts" className={classes.courtsCard} title={t('venue.whatsOn.courts.title')}>
          {courts}
        </WhatsOnCard>
        <WhatsOnCard id="whats-on-drop-ins" className={classes.dropInsCard} title={t('venue.whatsOn.dropIns.title')}>
          {dropIns}
        </WhatsOnCard>
        <WhatsOnCard id="whats-on-programs" className={classes.programsCard} title={t('venue.whatsOn.programs.title')}>
          {programs}
        </WhatsOnCard>
      </div>
    </section>
  );
}

function WhatsOnCard({ id, className, title, children }: { id: string; className: string; title: string; children: ReactNode }) {
  const classes = useWhatsOnClasses();
  return (
    <section className={mergeClasses(classes.card, className)} aria-labelledby={id}>
      <Subtitle2 as="h3" id={id} className={classes.cardHeading}>
        {title}
      </Subtitle2>
      {children}
    </section>
  );
}

export function LoadingLines({ rows }: { rows: number }) {
  const classes = useWhatsOnClasses();
  const t = useT();
  return (
    <Skeleton aria-label={t('venue.whatsOn.loading')} className={classes.skeleton}>
      {Array.from({ length: rows }, (_, i) => (
        <SkeletonItem key={i} size={24} />
      ))}
    </Skeleton>
  );
}

/**
 * What the server pre-renders and the first paint shows until the section's chunk and its answer
 * arrive: the same frame, with skeletons where the hours, drop-ins and programs will be.
 */
export function WhatsOnPlaceholder() {
  return <WhatsOnFrame courts={<LoadingLines rows={4} />} dropIns={<LoadingLines rows={4} />} programs={<LoadingLines rows={4} />} />;
}
