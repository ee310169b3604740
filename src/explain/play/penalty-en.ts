/** English words of the penalty group of play laws (irregularities, options, consequences, steps). */
export const penaltyEn = {} as const;
