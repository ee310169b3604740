/** English words of the claims group of play laws (irregularities, options, consequences, steps). */
export const claimsEn = {} as const;
