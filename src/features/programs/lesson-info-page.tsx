import { useParams, useSearch } from 'wouter';
import { asksToRegister } from './catalogue/program-page-logic';
import { ProgramNotFound } from './catalogue/program-not-found';
import { ProgramPage } from './catalogue/program-page';

/** Ids are PostgreSQL integers: anything else cannot be a program. */
const programIdOf = (value: string | undefined): number | null =>
  value !== undefined && /^\d{1,10}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;

/** One program (/lesson-info/:lessonId), of any kind; `?showRegisterOnLoad=true` opens registration on arrival. */
export default function LessonInfoPage() {
  const { lessonId } = useParams<{ lessonId: string }>();
  const search = useSearch();
  const programId = programIdOf(lessonId);
  if (programId === null) return <ProgramNotFound />;
  // Another id is another program: start over (the flag is read once, when the page's machine starts).
  return <ProgramPage key={programId} programId={programId} registerOnLoad={asksToRegister(search)} />;
}
