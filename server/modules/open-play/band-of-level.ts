// A player's band for a session from their self-rated level (docs/open-play.md): the band whose
// range holds the level, else the nearest band, and the lowest band when no level is given.

interface Range {
  min: number;
  max: number;
}

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const between = new RegExp(String.raw`^${NUMBER}\s*[-–—]\s*${NUMBER}$`);
const atLeast = new RegExp(String.raw`^${NUMBER}\s*\+$`);
const below = new RegExp(String.raw`^<\s*${NUMBER}$`);
const exactly = new RegExp(String.raw`^${NUMBER}$`);
const num = (text: string) => Number(text.replace(',', '.'));

/** The levels a band's name holds: "2.5-3.0" 2.5..3.0, "3.5" 3.5, "4.0+" 4.0 and up, "<3.0" below 3.0; null for a name without numbers. */
function rangeOfBand(name: string): Range | null {
  const text = name.trim();
  let match = between.exec(text);
  if (match) return { min: Math.min(num(match[1]), num(match[2])), max: Math.max(num(match[1]), num(match[2])) };
  if ((match = atLeast.exec(text))) return { min: num(match[1]), max: Infinity };
  // Below: the largest half step under the bound, as levels come in half steps.
  if ((match = below.exec(text))) return { min: -Infinity, max: num(match[1]) - 0.5 };
  if ((match = exactly.exec(text))) return { min: num(match[1]), max: num(match[1]) };
  return null;
}

const distance = (level: number, range: Range) => (level < range.min ? range.min - level : level > range.max ? level - range.max : 0);

/** The index in `bands` (lowest first) of the band for `level`; ties go to the lower band. */
export function bandOfLevel(bands: readonly string[], level: number | null): number {
  if (level === null || bands.length === 0) return 0;
  let best = 0;
  let bestDistance = Infinity;
  bands.forEach((name, index) => {
    const range = rangeOfBand(name);
    if (!range) return;
    const away = distance(level, range);
    if (away < bestDistance) {
      best = index;
      bestDistance = away;
    }
  });
  return best;
}
