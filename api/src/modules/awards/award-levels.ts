// A member's level rises with their trophy points (the af_as_level_up alert, spec §3 alert kinds).

/** Trophy points at which each level starts: level 1 at 0, level 2 at 10, … */
export const LEVEL_THRESHOLDS = [0, 10, 25, 50, 100, 200, 350, 500, 750, 1000] as const;

export function levelFor(trophyPoints: number): number {
  let level = 1;
  for (let i = 1; i < LEVEL_THRESHOLDS.length; i += 1) {
    if (trophyPoints >= LEVEL_THRESHOLDS[i]) level = i + 1;
  }
  return level;
}
