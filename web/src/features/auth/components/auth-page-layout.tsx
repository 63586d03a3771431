/**
 * Frame of the public account pages: page banner, then the form in a narrow card.
 *
 * @module features/auth/components/auth-page-layout
 */
import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { PageHeader, type Breadcrumb } from '../../../components/page-header';

/** Props of {@link AuthPageLayout}. */
export interface AuthPageLayoutProps {
  title: string;
  subTitle?: ReactNode;
  breadcrumbs?: Breadcrumb[];
  /** Card width: `sm` for forms (default), `md` for the sign-up stepper and choices. */
  width?: 'sm' | 'md';
  children: ReactNode;
  testId?: string;
}

/** The frame. */
export function AuthPageLayout({ title, subTitle, breadcrumbs, width = 'sm', children, testId }: AuthPageLayoutProps) {
  return (
    <>
      <PageHeader title={title} subTitle={subTitle} breadcrumbs={breadcrumbs ?? [{ label: title }]} />
      <Container maxWidth={width}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }} data-testid={testId}>
          {children}
        </Paper>
      </Container>
    </>
  );
}
