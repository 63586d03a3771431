/**
 * Empty-state block for lists without results.
 *
 * @module components/empty-state
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  'data-testid'?: string;
}

/** Centered message with an optional action. */
export function EmptyState({ title, description, action, icon, 'data-testid': testId }: EmptyStateProps) {
  return (
    <Box role="status" data-testid={testId} sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      <Box sx={{ fontSize: 48, mb: 1, color: 'primary.light' }}>{icon ?? <InboxOutlinedIcon fontSize="inherit" />}</Box>
      <Typography variant="h5" component="p" sx={{ color: 'text.primary' }}>
        {title}
      </Typography>
      {description ? <Typography sx={{ mt: 1 }}>{description}</Typography> : null}
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
  );
}
