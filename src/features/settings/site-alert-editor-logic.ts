import { useMemo } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { siteAlertEditorMachine } from '@machines/settings';
import { useApi, useAppActors, type AppActors } from '@/lib/actors';

/** The site alert editor wired to the app's alert actor (it saves and deletes through it and follows it) and to the staff's read of both languages. */
export function useSiteAlertEditorLogic() {
  const { alert } = useAppActors();
  const api = useApi();
  return useMemo(
    () =>
      siteAlertEditorMachine.provide({
        actors: { watchAlert: watchAlert(alert), loadVersions: fromPromise(() => api.alert.loadForEditing()) },
        actions: {
          requestCreate: (_, { alert: body }) => alert.send({ type: 'alert.create', alert: body }),
          requestUpdate: (_, { alert: body }) => alert.send({ type: 'alert.update', alert: body }),
          requestDelete: () => alert.send({ type: 'alert.delete' }),
        },
      }),
    [alert, api],
  );
}

/** The editor's `watchAlert`: reports every change of the live alert. */
function watchAlert(alert: AppActors['alert']) {
  return fromCallback(({ sendBack }) => {
    let current = alert.getSnapshot().context.alert;
    const subscription = alert.subscribe((snapshot) => {
      if (snapshot.context.alert === current) return;
      current = snapshot.context.alert;
      sendBack({ type: 'alertEditor.currentChanged', alert: current });
    });
    return () => subscription.unsubscribe();
  });
}
