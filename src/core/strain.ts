/** Suits and strains (denominations) and their ranking (Law 1, Law 18E). */

/** The four suits, lowest first. */
export const SUITS = ["C", "D", "H", "S"] as const;
export type Suit = (typeof SUITS)[number];

/** Denominations, lowest first: clubs, diamonds, hearts, spades, notrump (Law 18E). */
export const STRAINS = ["C", "D", "H", "S", "NT"] as const;
export type Strain = (typeof STRAINS)[number];

export const isSuit = (x: unknown): x is Suit => x === "C" || x === "D" || x === "H" || x === "S";
export const isStrain = (x: unknown): x is Strain => isSuit(x) || x === "NT";

/** Rank of a strain, 0 (clubs) to 4 (notrump). */
export const strainRank = (s: Strain): number => STRAINS.indexOf(s);
export const isMajor = (s: Strain): boolean => s === "H" || s === "S";
export const isMinor = (s: Strain): boolean => s === "C" || s === "D";
