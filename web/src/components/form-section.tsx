/**
 * A group of form fields with a title (a `fieldset` with its `legend`), laid out on two columns from the
 * `sm` breakpoint. Used by the account and profile forms.
 *
 * @module components/form-section
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Props of {@link FormSection}. */
export interface FormSectionProps {
  title: string;
  children: ReactNode;
  /** One column at every width (long texts). */
  single?: boolean;
  'data-testid'?: string;
}

/** The fieldset. */
export function FormSection({ title, children, single = false, 'data-testid': testId }: FormSectionProps) {
  return (
    <Box component="fieldset" data-testid={testId} sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: single ? '1fr' : '1fr 1fr' } }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.15rem', mb: 1.5, p: 0 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
