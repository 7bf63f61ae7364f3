/** The whole numbers a form field takes, the same as the server checks them: the view says them ("from 1 to 500"). */
export interface WholeRange {
  min: number;
  max: number;
}

/** Why a typed whole number cannot be sent: blank (unless optional), not a whole number, or outside its range. */
export type WholeNumberProblem = 'required' | 'wholeNumber' | 'outOfRange';

export function wholeNumberProblem(text: string, range: WholeRange, optional = false): WholeNumberProblem | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return optional ? undefined : 'required';
  if (!/^\d+$/.test(trimmed)) return 'wholeNumber';
  return Number(trimmed) < range.min || Number(trimmed) > range.max ? 'outOfRange' : undefined;
}
