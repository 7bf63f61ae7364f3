import { asc, eq, inArray } from 'drizzle-orm';
import type { Reader, Tx } from '../shared/index.js';
import { programDivisions, type ProgramDivisionRow } from './schema.js';

// The only SQL on program_divisions.

type Writer = Pick<Tx, 'insert' | 'update' | 'select' | 'delete'>;

export async function divisionsOfPrograms(db: Reader, programIds: number[]): Promise<Map<number, ProgramDivisionRow[]>> {
  const byProgram = new Map<number, ProgramDivisionRow[]>(programIds.map((id) => [id, []]));
  if (programIds.length === 0) return byProgram;
  const rows = await db
    .select()
    .from(programDivisions)
    .where(inArray(programDivisions.programId, programIds))
    .orderBy(asc(programDivisions.position), asc(programDivisions.id));
  for (const row of rows) byProgram.get(row.programId)?.push(row);
  return byProgram;
}

export async function divisionById(db: Reader, id: number): Promise<ProgramDivisionRow | null> {
  const [row] = await db.select().from(programDivisions).where(eq(programDivisions.id, id));
  return row ?? null;
}

export async function insertDivision(tx: Writer, values: typeof programDivisions.$inferInsert) {
  await tx.insert(programDivisions).values(values);
}

export async function updateDivision(tx: Writer, id: number, values: Partial<typeof programDivisions.$inferInsert>) {
  await tx.update(programDivisions).set(values).where(eq(programDivisions.id, id));
}

export async function deleteDivision(tx: Writer, id: number) {
  await tx.delete(programDivisions).where(eq(programDivisions.id, id));
}
