import { Card, Subtitle1, Subtitle2, Text } from '@fluentui/react-components';
import type { Coach } from '@machines/content';
import { useT } from '@/i18n/translate';
import { contentLang } from '@/lib/localized/content-lang';
import { RichTextView } from '@/lib/rich-text/rich-text-view';
import { useProfileClasses } from './venue-styles';

/** One published coach: photo, name, tagline, bio and the labelled lists. */
export function CoachCard({ coach }: { coach: Coach }) {
  const t = useT();
  const classes = useProfileClasses();
  const headingId = `coach-${coach.id}`;
  const facts = [
    { key: 'certifications', label: t('venue.coach.certifications'), items: coach.certifications },
    { key: 'levels', label: t('venue.coach.levels'), items: coach.levels },
    { key: 'languages', label: t('venue.coach.languages'), items: coach.languages },
  ].filter((f) => f.items.length > 0);
  return (
    <Card className={classes.card} aria-labelledby={headingId}>
      <div className={classes.header}>
        {coach.photoUrl && <img className={classes.photo} src={coach.photoUrl} alt={coach.name} width={96} height={96} />}
        <div>
          <Subtitle1 as="h2" id={headingId}>
            {coach.name}
          </Subtitle1>
          {coach.tagline && (
            <Text as="p" block lang={contentLang(coach)}>
              {coach.tagline}
            </Text>
          )}
        </div>
      </div>
      <RichTextView value={coach.bio} lang={contentLang(coach, 'bio')} />
      {facts.length > 0 && (
        <dl className={classes.facts}>
          {facts.map((f) => (
            <div key={f.key}>
              <dt>
                <Subtitle2 as="span">{f.label}</Subtitle2>
              </dt>
              <dd>
                <ul className={classes.tags} aria-label={f.label}>
                  {f.items.map((item) => (
                    <li key={item} className={classes.tag}>
                      {item}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
