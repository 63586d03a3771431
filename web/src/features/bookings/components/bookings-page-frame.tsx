/**
 * The frame of a bookings page inside an area (client or consultant): the title (`h1`) and the page.
 *
 * @module features/bookings/components/bookings-page-frame
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The frame. */
export function BookingsPageFrame({ title, intro, testId, children }: { title: string; intro?: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 1200 }} data-testid={testId}>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, mb: intro ? 1 : 3 }} data-testid="page-title">
        {title}
      </Typography>
      {intro ? <Typography sx={{ color: 'text.secondary', mb: 3 }}>{intro}</Typography> : null}
      {children}
    </Box>
  );
}
