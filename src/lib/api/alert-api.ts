import { type EditableAlert, publicAlertOf } from '@machines/session';
import { contentLanguageOf } from '@machines/shared';
import { currentLocale } from '@/i18n/translate';
import type { HttpClient } from '@/lib/http-client';
import type { AlertBody, AppAlert } from './types';

/** Spec: the update always targets id 1. */
const ALERT_ID = 1;

/** A save answers both languages; the banner shows the one on screen (the next load asks the server again). */
const shown = (alert: EditableAlert): AppAlert => publicAlertOf(alert, contentLanguageOf(currentLocale()));

export function createAlertApi(http: HttpClient) {
  return {
    /** The alert, or null when the server answers an empty body. */
    load: async (): Promise<AppAlert | null> => {
      const data = (await http.get<AppAlert | ''>('app-alert')).data;
      return data && typeof data === 'object' ? data : null;
    },
    /** Staff: the alert as they edit it, both languages. */
    loadForEditing: () => http.get<EditableAlert>(`app-alert/${ALERT_ID}`).then((r) => r.data),
    create: (body: AlertBody) => http.post<EditableAlert>('app-alert', body).then((r) => shown(r.data)),
    update: (body: AlertBody) => http.put<EditableAlert>(`app-alert/${ALERT_ID}`, body).then((r) => shown(r.data)),
    remove: async (): Promise<void> => {
      await http.delete(`app-alert/${ALERT_ID}`);
    },
  };
}
