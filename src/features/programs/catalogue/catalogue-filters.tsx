import { Button, Field, Input, Select } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { coachesOf, levelsOf, MAX_AGE, NO_FILTERS, type ProgramKind } from '@machines/programs';
import { useT } from '@/i18n/translate';
import type { CatalogueActor } from './catalogue-logic';
import { kindText } from './catalogue-format';
import { useCatalogueClasses } from './catalogue-styles';

/** The filters a catalogue page offers. */
export type CatalogueFilter = 'kind' | 'age' | 'level' | 'coach';

/** A whole number of years from the age field ('' clears it); anything else is left out. */
const ageOf = (value: string): number | null | undefined => {
  if (value.trim() === '') return null;
  const age = Number(value);
  return Number.isInteger(age) && age >= 0 && age <= MAX_AGE ? age : undefined;
};

/** Kind, age, level and coach, each only when the list has more than one to choose from. */
export function CatalogueFilters({ actor, offer }: { actor: CatalogueActor; offer: CatalogueFilter[] }) {
  const t = useT();
  const classes = useCatalogueClasses();
  const kinds = useSelector(actor, (s) => s.context.kinds);
  const filters = useSelector(actor, (s) => s.context.filters);
  const programs = useSelector(actor, (s) => s.context.programs);
  const levels = levelsOf(programs);
  const coaches = coachesOf(programs);
  const filtered = Object.entries(filters).some(([key, value]) => value !== NO_FILTERS[key as keyof typeof NO_FILTERS]);
  if (programs === null || programs.length === 0) return null;
  return (
    <div className={classes.filters} role="search" aria-label={t('programs.catalogue.filters')}>
      {offer.includes('kind') && kinds.length > 1 ? (
        <Field label={t('programs.catalogue.kindFilter')} className={classes.filter}>
          <Select
            className={classes.control}
            value={filters.kind ?? ''}
            onChange={(_, data) => actor.send({ type: 'catalogue.kind', kind: data.value ? (data.value as ProgramKind) : null })}
          >
            <option value="">{t('programs.catalogue.allKinds')}</option>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindText(t, kind)}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {offer.includes('age') ? (
        <Field label={t('programs.catalogue.ageFilter')} hint={t('programs.catalogue.ageHint')} className={classes.age}>
          <Input
            className={classes.control}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_AGE}
            step={1}
            value={filters.age === null ? '' : String(filters.age)}
            onChange={(_, data) => {
              const age = ageOf(data.value);
              if (age !== undefined) actor.send({ type: 'catalogue.age', age });
            }}
          />
        </Field>
      ) : null}
      {offer.includes('level') && levels.length > 1 ? (
        <Field label={t('programs.catalogue.levelFilter')} className={classes.filter}>
          <Select
            className={classes.control}
            value={filters.level ?? ''}
            onChange={(_, data) => actor.send({ type: 'catalogue.level', level: data.value ? data.value : null })}
          >
            <option value="">{t('programs.catalogue.allLevels')}</option>
            {levels.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {offer.includes('coach') && coaches.length > 1 ? (
        <Field label={t('programs.catalogue.coachFilter')} className={classes.filter}>
          <Select
            className={classes.control}
            value={filters.coachId === null ? '' : String(filters.coachId)}
            onChange={(_, data) => actor.send({ type: 'catalogue.coach', coachId: data.value ? Number(data.value) : null })}
          >
            <option value="">{t('programs.catalogue.allCoaches')}</option>
            {coaches.map((coach) => (
              <option key={coach.id} value={String(coach.id)}>
                {coach.name}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {filtered ? <Button onClick={() => actor.send({ type: 'catalogue.clearFilters' })}>{t('programs.catalogue.clearFilters')}</Button> : null}
    </div>
  );
}
