import type { GameResult } from './open-play-shapes';

/** The Game over form as typed: both scores blank (no score) or both whole numbers 0-99; a winner or none. */
export interface GameResultDraft {
  scoreA: string;
  scoreB: string;
  winner: 'a' | 'b' | null;
}

export const EMPTY_RESULT: GameResultDraft = { scoreA: '', scoreB: '', winner: null };

const SCORE = /^\d{1,2}$/;

/**
 * What Game over sends, or 'score' when the score cannot be sent (one side only, not a whole number
 * 0-99). Without a winner the server takes it from the score (a tie has none).
 */
export function gameResultOf(draft: GameResultDraft): GameResult | 'score' {
  const a = draft.scoreA.trim();
  const b = draft.scoreB.trim();
  const winner = draft.winner ? { winner: draft.winner } : {};
  if (a === '' && b === '') return winner;
  if (!SCORE.test(a) || !SCORE.test(b)) return 'score';
  return { score: { a: Number(a), b: Number(b) }, ...winner };
}
