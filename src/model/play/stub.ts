/** A placeholder pending member for a group of play laws not yet written (it never occurs in a state). */
export type PendingStub<P extends string> = { proc: P; step: never };
