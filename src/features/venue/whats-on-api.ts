import type { HttpClient } from '@/lib/http-client';
import type { WhatsOn } from '@machines/venue';

/** The home page's one read of what is on (GET /api/whats-on: public, the same for everyone). */
export function createWhatsOnApi(http: HttpClient) {
  return {
    load: () => http.get<WhatsOn>('whats-on').then((r) => r.data),
  };
}
