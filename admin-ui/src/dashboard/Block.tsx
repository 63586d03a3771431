import { useId, type ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** A titled block of the dashboard: a `section` named by its `h2` title. */
export const Block = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" id={id} gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
