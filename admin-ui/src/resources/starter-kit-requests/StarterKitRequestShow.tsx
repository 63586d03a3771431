import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { RecordField, Show, TextField, TopToolbar } from 'react-admin';

import { InstantField } from '../../common/dates';
import { EMPTY, FieldSection } from '../../common/people/fields';
import { ResendButton } from './ResendButton';
import { StarterKitLocaleField, StarterKitStatusField } from './status';

/** A field with its label (`resources.starter-kit-requests.fields.<source>`), `—` when empty. */
const F = ({ source, children }: { source: string; children?: ReactNode }) => <RecordField source={source} empty={EMPTY} {...(children ? { children } : {})} />;

/**
 * One request of the free starter kit and brochure: who asked, in which language and from where, then
 * its delivery (state, attempts, when it was sent, the last failure and the next automatic attempt),
 * with "Send again".
 */
export const StarterKitRequestShow = () => (
  <Show
    actions={
      <TopToolbar>
        <ResendButton />
      </TopToolbar>
    }
  >
    <Box sx={{ p: 2 }}>
      <FieldSection title="resources.starter-kit-requests.sections.request">
        <F source="name" />
        <F source="email" />
        <F source="mail_locale">
          <StarterKitLocaleField source="mail_locale" />
        </F>
        <F source="createdAt">
          <InstantField source="createdAt" />
        </F>
        <F source="request_ip" />
      </FieldSection>
      <FieldSection title="resources.starter-kit-requests.sections.delivery">
        <F source="status">
          <StarterKitStatusField source="status" />
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
      </FieldSection>
    </Box>
  </Show>
);
