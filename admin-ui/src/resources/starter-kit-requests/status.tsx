import { useFieldValue, type FieldProps } from 'react-admin';

import { StateChip } from '../../common/people/fields';
import type { Schemas } from '../../lib/api-types';

/** A request of the free starter kit and brochure (contracts/starter-kit `StarterKitRequestRecord`). */
export type StarterKitRequest = Schemas['StarterKitRequestRecord'];

/** Delivery states of a request, in the order of the delivery. */
export const STARTER_KIT_STATUSES = ['pending', 'sent', 'failed'] as const;

/** Languages of the e-mail and its files. */
export const STARTER_KIT_LOCALES = ['fr', 'en'] as const;

/** The choices of the status filter. */
export const statusChoices = STARTER_KIT_STATUSES.map((status) => ({ id: status, name: `resources.starter-kit-requests.statuses.${status}` }));

/** The choices of the language filter. */
export const localeChoices = STARTER_KIT_LOCALES.map((locale) => ({ id: locale, name: `resources.starter-kit-requests.locales.${locale}` }));

const COLORS = { pending: 'info', sent: 'success', failed: 'error' } as const;

/** The delivery state as a chip: failed ones stand out. */
export const StarterKitStatusField = (props: FieldProps) => {
  const status = useFieldValue(props) as StarterKitRequest['status'] | undefined;
  if (!status) return null;
  return <StateChip label={`resources.starter-kit-requests.statuses.${status}`} color={COLORS[status]} />;
};

/** The e-mail's language in words. */
export const StarterKitLocaleField = (props: FieldProps) => {
  const locale = useFieldValue(props) as StarterKitRequest['mail_locale'] | undefined;
  if (!locale) return null;
  return <StateChip label={`resources.starter-kit-requests.locales.${locale}`} color="default" />;
};
