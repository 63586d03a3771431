import type { ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import { BooleanField, RecordField, Show, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';

import { InstantField } from '../../common/dates';
import { CodeField, EMPTY, FieldSection } from '../../common/people/fields';
import { ResendButton } from './ResendButton';
import { OutboxStatusField, TemplateField, type OutboxMessage } from './status';

/** A field with its label (`resources.outbox.fields.<source>`), `—` when empty. */
const F = ({ source, children }: { source: string; children?: ReactNode }) => <RecordField source={source} empty={EMPTY} {...(children ? { children } : {})} />;

/** Why the message's content is not shown: a booking or complaint message says that a person consults, and about what. */
const ContentNote = () => {
  const translate = useTranslate();
  const record = useRecordContext<OutboxMessage>();
  if (!record) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate(record.sensitive ? 'resources.outbox.content.sensitive' : 'resources.outbox.content.hidden')}
    </Alert>
  );
};

/**
 * One message of the outbox: which message, to whom, in which language and about what (never its
 * content), then its delivery (status, attempts, when sent, the last failure, the next attempt and the
 * Message-ID every attempt carries), with "Send again".
 */
export const OutboxShow = () => (
  <Show
    actions={
      <TopToolbar>
        <ResendButton />
      </TopToolbar>
    }
  >
    <Box sx={{ p: 2 }}>
      <ContentNote />
      <FieldSection title="resources.outbox.sections.message">
        <F source="template">
          <TemplateField source="template" />
        </F>
        <F source="recipient">
          <TextField source="recipient" sx={{ overflowWrap: 'anywhere' }} />
        </F>
        <F source="channel">
          <CodeField source="channel" prefix="resources.outbox.channels" />
        </F>
        <F source="language">
          <CodeField source="language" prefix="resources.outbox.languages" />
        </F>
        <F source="related" />
        <F source="sensitive">
          <BooleanField source="sensitive" />
        </F>
        <F source="priority" />
        <F source="createdAt">
          <InstantField source="createdAt" />
        </F>
      </FieldSection>
      <FieldSection title="resources.outbox.sections.delivery">
        <F source="status">
          <OutboxStatusField source="status" />
        </F>
        <F source="attempts" />
        <F source="sent_at">
          <InstantField source="sent_at" />
        </F>
        <F source="next_attempt_at">
          <InstantField source="next_attempt_at" />
        </F>
        <F source="last_error">
          <TextField source="last_error" emptyText={EMPTY} sx={{ overflowWrap: 'anywhere' }} />
        </F>
        <F source="message_id">
          <TextField source="message_id" emptyText={EMPTY} sx={{ overflowWrap: 'anywhere' }} />
        </F>
        <F source="updatedAt">
          <InstantField source="updatedAt" />
        </F>
      </FieldSection>
    </Box>
  </Show>
);
