import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { RecordField, ReferenceField, Show, TextField } from 'react-admin';

import { InstantField } from '../../common/dates';
import { EMPTY, FieldSection } from '../../common/people/fields';
import { ModerationActions } from './ModerationActions';
import { StarsField, VisibilityField } from './review';

/** A field with its label (`resources.reviews.fields.<source>`), `—` when empty. */
const F = ({ source, children }: { source: string; children?: ReactNode }) => <RecordField source={source} empty={EMPTY} {...(children ? { children } : {})} />;

const wrap = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

/**
 * One review: who wrote it about whom and when, the stars, the text and its language, the
 * consultant's answer, and its moderation (public or hidden, the reason and when), with "Hide" (asks
 * the reason) or "Show again".
 */
export const ReviewShow = () => (
  <Show actions={<ModerationActions />}>
    <Box sx={{ p: 2 }}>
      <FieldSection title="resources.reviews.sections.review">
        <F source="consultant">
          <ReferenceField source="consultant" reference="consultants" link="show" emptyText={EMPTY} />
        </F>
        <F source="client">
          <ReferenceField source="client" reference="clients" link="show" emptyText={EMPTY} />
        </F>
        <F source="createdAt">
          <InstantField source="createdAt" />
        </F>
        <F source="rating">
          <StarsField source="rating" />
        </F>
        <F source="locale" />
        <F source="text">
          <TextField source="text" sx={wrap} />
        </F>
      </FieldSection>
      <FieldSection title="resources.reviews.sections.reply">
        <F source="reply_text">
          <TextField source="reply_text" emptyText={EMPTY} sx={wrap} />
        </F>
        <F source="replied_at">
          <InstantField source="replied_at" />
        </F>
      </FieldSection>
      <FieldSection title="resources.reviews.sections.moderation">
        <F source="hidden">
          <VisibilityField source="hidden" />
        </F>
        <F source="hidden_reason">
          <TextField source="hidden_reason" emptyText={EMPTY} sx={wrap} />
        </F>
        <F source="hidden_at">
          <InstantField source="hidden_at" />
        </F>
      </FieldSection>
    </Box>
  </Show>
);
