/** Someone on an account: the holder ('self') or one of their family members (by id). */
export type ParticipantId = 'self' | number;
