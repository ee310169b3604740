/**
 * Law 78B: the WBF IMP scale. The difference between two scores on a board becomes International Match
 * Points by the table below; the sign follows the difference.
 */

/** The lowest difference that earns 1, 2, ... 24 IMPs (Law 78B). */
export const IMP_THRESHOLDS: readonly number[] = [
  20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500,
  3000, 3500, 4000,
];

/**
 * IMPs for a difference of points (positive: the first side did better). Differences that are not
 * multiples of 10 (a Butler datum, an average) are taken as they are: 15 points is still 0 IMPs, 20 is 1.
 */
export const imps = (difference: number): number => {
  const d = Math.abs(difference);
  let i = 0;
  // 24 steps: a linear scan is as fast as a binary search here.
  while (i < IMP_THRESHOLDS.length && d >= IMP_THRESHOLDS[i]!) i++;
  return difference < 0 && i > 0 ? -i : i;
};
