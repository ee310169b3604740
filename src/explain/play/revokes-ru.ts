/** Russian words of the revokes group of play laws (irregularities, options, consequences, steps). */
export const revokesRu = {} as const;
