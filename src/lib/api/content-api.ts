import type { HttpClient } from '@/lib/http-client';
import type { Coach, CoachBody, OwnerCoach, OwnerPartner, Partner, PartnerBody } from '@machines/content';

type Items<T> = { items: T[] };

/** The owner's calls for one kind (`owner/coaches` or `owner/partners`), as docs/rich-content.md lists them. */
function ownerCalls<T, B>(http: HttpClient, base: string) {
  return {
    list: () => http.get<Items<T>>(base).then((r) => r.data.items),
    create: (body: B) => http.post<T>(base, body).then((r) => r.data),
    update: (id: number, body: B) => http.put<T>(`${base}/${id}`, body).then((r) => r.data),
    remove: (id: number): Promise<void> => http.delete(`${base}/${id}`).then(() => undefined),
    reorder: (ids: number[]) => http.post<Items<T>>(`${base}/order`, { ids }).then((r) => r.data.items),
  };
}

/** Coaches and partners: the published lists for visitors, and the owner's writes, reorders and image uploads. */
export function createContentApi(http: HttpClient) {
  return {
    /** GET /api/coaches: published coaches, in display order. */
    coaches: () => http.get<Items<Coach>>('coaches').then((r) => r.data.items),
    /** GET /api/partners: published partners, in display order. */
    partners: () => http.get<Items<Partner>>('partners').then((r) => r.data.items),
    ownerCoaches: ownerCalls<OwnerCoach, CoachBody>(http, 'owner/coaches'),
    ownerPartners: ownerCalls<OwnerPartner, PartnerBody>(http, 'owner/partners'),
  };
}
