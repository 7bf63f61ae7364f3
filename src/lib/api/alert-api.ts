import type { HttpClient } from '@/lib/http-client';
import type { AlertBody, AppAlert } from './types';

/** Spec: the update always targets id 1. */
const ALERT_ID = 1;

export function createAlertApi(http: HttpClient) {
  return {
    /** The alert, or null when the server answers an empty body. */
    load: async (): Promise<AppAlert | null> => {
      const data = (await http.get<AppAlert | ''>('app-alert')).data;
      return data && typeof data === 'object' ? data : null;
    },
    create: (body: AlertBody) => http.post<AppAlert>('app-alert', body).then((r) => r.data),
    update: (body: AlertBody) => http.put<AppAlert>(`app-alert/${ALERT_ID}`, body).then((r) => r.data),
    remove: async (): Promise<void> => {
      await http.delete(`app-alert/${ALERT_ID}`);
    },
  };
}
