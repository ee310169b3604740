/** Russian words of the claims group of play laws (irregularities, options, consequences, steps). */
export const claimsRu = {} as const;
