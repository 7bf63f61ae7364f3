import { HttpFailure } from '@/lib/http-client';

/** What the app's API rejects with for a server answer of this status (src/lib/http-client.ts). */
export const apiFailure = (status: number, message: string) => new HttpFailure(message, status);
