/** English words of the revokes group of play laws (irregularities, options, consequences, steps). */
export const revokesEn = {} as const;
