/**
 * Responsive card grid: as many columns of at least `minWidth` px as fit.
 *
 * @module components/card-grid
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Grid of cards. */
export function CardGrid({ children, minWidth = 260, 'data-testid': testId }: { children: ReactNode; minWidth?: number; 'data-testid'?: string }) {
  return (
    <Box data-testid={testId} sx={{ display: 'grid', gap: 3, gridTemplateColumns: `repeat(auto-fill, minmax(min(${minWidth}px, 100%), 1fr))` }}>
      {children}
    </Box>
  );
}
