/** Russian words of the leads group of play laws (irregularities, options, consequences, steps). */
export const leadsRu = {} as const;
