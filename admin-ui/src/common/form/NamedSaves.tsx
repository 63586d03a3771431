import { useCallback, useContext, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import {
  AddNotificationContext,
  DataProviderContext,
  useAddNotificationContext,
  useGetRecordRepresentation,
  useResourceContext,
  useResourceDefinition,
  type DataProvider,
  type NotificationPayload,
  type RaRecord,
} from 'react-admin';

/** The notification react-admin gives once a form saved a record (`resources.<name>.notifications.created|updated`). */
const savedKind = (message: NotificationPayload['message'], resource: string): 'created' | 'updated' | null => {
  if (message === `resources.${resource}.notifications.created`) return 'created';
  if (message === `resources.${resource}.notifications.updated`) return 'updated';
  return null;
};

/**
 * Around a resource's create and edit screens: the message once a form is saved names the record by its
 * resource's `recordRepresentation`, as the server saved it ("« Bien dormir » enregistré", "“Paris”
 * created") rather than its kind ("Article enregistré"). A resource without a `recordRepresentation`,
 * or a record whose representation is empty, keeps react-admin's message naming its kind.
 */
export const NamedSaves = ({ children }: { children: ReactNode }) => {
  const resource = useResourceContext() ?? '';
  const { recordRepresentation } = useResourceDefinition({ resource });
  const represent = useGetRecordRepresentation(resource);
  const dataProvider = useContext(DataProviderContext);
  const addNotification = useAddNotificationContext();
  const saved = useRef<RaRecord | null>(null);

  const remembering = useMemo<DataProvider | null>(() => {
    if (!dataProvider) return null;
    return {
      ...dataProvider,
      create: async (name, params) => {
        const result = await dataProvider.create(name, params);
        if (name === resource) saved.current = result.data;
        return result;
      },
      update: async (name, params) => {
        const result = await dataProvider.update(name, params);
        if (name === resource) saved.current = result.data;
        return result;
      },
    };
  }, [dataProvider, resource]);

  const naming = useCallback(
    (notification: NotificationPayload) => {
      const kind = savedKind(notification.message, resource);
      const record = saved.current;
      const name = kind && record && recordRepresentation ? represent(record) : null;
      const text = typeof name === 'string' || typeof name === 'number' ? String(name).trim() : '';
      if (!kind || !text) return addNotification(notification);
      saved.current = null;
      addNotification({
        ...notification,
        message: `app.saved_record.${kind}`,
        notificationOptions: { ...notification.notificationOptions, messageArgs: { ...notification.notificationOptions?.messageArgs, name: text } },
      });
    },
    [addNotification, resource, recordRepresentation, represent],
  );

  return (
    <DataProviderContext.Provider value={remembering}>
      <AddNotificationContext.Provider value={naming}>{children}</AddNotificationContext.Provider>
    </DataProviderContext.Provider>
  );
};

/** A resource's create or edit screen within {@link NamedSaves}. */
export function withNamedSaves(Screen: ComponentType): ComponentType {
  const Named = () => (
    <NamedSaves>
      <Screen />
    </NamedSaves>
  );
  Named.displayName = `NamedSaves(${Screen.displayName ?? Screen.name})`;
  return Named;
}
