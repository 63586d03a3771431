import { Typography } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';

import { EMPTY, StateChip } from '../../common/people/fields';
import type { Schemas } from '../../lib/api-types';
import { MAIL_TEMPLATE_NAMES } from '../../../../cms/src/contracts/mail-templates';

/** A message of the outbox (contracts/admin-outbox `OutboxMessageRecord`): never its content. */
export type OutboxMessage = Schemas['OutboxMessageRecord'];

/** Where a message stands, in the order of its delivery. */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'dead'] as const satisfies readonly OutboxMessage['status'][];

/** How a message is sent. */
export const OUTBOX_CHANNELS = ['email', 'sms'] as const satisfies readonly OutboxMessage['channel'][];

/**
 * The messages the platform sends (the server's mail templates), offered by the template filter and
 * named in the admin's language (`resources.outbox.templates.<name>`); a template not listed here shows
 * its own name.
 */
export const OUTBOX_TEMPLATES = MAIL_TEMPLATE_NAMES;

/** The choices of the status filter. */
export const statusChoices = OUTBOX_STATUSES.map((status) => ({ id: status, name: `resources.outbox.statuses.${status}` }));

/** The choices of the channel filter. */
export const channelChoices = OUTBOX_CHANNELS.map((channel) => ({ id: channel, name: `resources.outbox.channels.${channel}` }));

/** The choices of the template filter. */
export const templateChoices = OUTBOX_TEMPLATES.map((template) => ({ id: template, name: `resources.outbox.templates.${template}` }));

const COLORS = { queued: 'info', sent: 'success', failed: 'warning', dead: 'error' } as const;

/** Where a message stands, as a chip: failed ones stand out, dead ones more. */
export const OutboxStatusField = (props: FieldProps) => {
  const status = useFieldValue(props) as OutboxMessage['status'] | undefined;
  if (!status) return null;
  return <StateChip label={`resources.outbox.statuses.${status}`} color={COLORS[status] ?? 'default'} />;
};

/** Which message, in words (`Booking confirmed`), its own name when the back office does not know it. */
export const TemplateField = (props: FieldProps) => {
  const translate = useTranslate();
  const template = useFieldValue(props) as string | null | undefined;
  return (
    <Typography component="span" variant="body2">
      {template ? translate(`resources.outbox.templates.${template}`, { _: template }) : EMPTY}
    </Typography>
  );
};
