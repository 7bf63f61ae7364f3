import type { DropInTemplate } from '@machines/programs';
import type { Translate } from '@/i18n/translate';
import { courtList, wallSpan, weekdayName } from './setup-format';

/**
 * The one-off dialog's program choices: title and level with the weekly time ("Drop-in · Intermediate
 * 3.0–3.5 · Tuesday, 6:00 p.m. – 8:00 p.m."), so two templates with the same title and level (the
 * Tuesday and Thursday evenings) read apart; their courts are added where even that is the same.
 */
/** `textOf` names a template in the language on screen (useLocalizedText). */
export function templateChoices(
  t: Translate,
  templates: DropInTemplate[],
  textOf: (title: DropInTemplate['title']) => string,
): { id: number; label: string }[] {
  const base = (template: DropInTemplate) => ({
    name: [textOf(template.title), template.level].filter(Boolean).join(' · '),
    weekday: weekdayName(template.weekday),
    times: wallSpan(template.startTime, template.endTime),
  });
  const labels = templates.map((template) => t('programsStaff.field.programOption', base(template)));
  const repeated = (label: string) => labels.filter((other) => other === label).length > 1;
  return templates.map((template, index) => ({
    id: template.id,
    label: repeated(labels[index]) ? t('programsStaff.field.programOptionCourts', { ...base(template), courts: courtList(template.courts) }) : labels[index],
  }));
}
