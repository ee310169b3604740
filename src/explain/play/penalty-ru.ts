/** Russian words of the penalty group of play laws (irregularities, options, consequences, steps). */
export const penaltyRu = {} as const;
