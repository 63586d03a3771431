/**
 * The newsletter section of the site footer (spec §1 "a newsletter"), on every public page: its title and
 * introduction, then the form ({@link NewsletterForm}: e-mail field, subscribe button, consent wording,
 * outcome). The section's id is `newsletter` (linked as `#newsletter`).
 *
 * The form's code (the form library and the contract's schema) is not part of a page's first load: it is
 * fetched once the section comes near the viewport (docs/performance.md), with the room it takes kept
 * meanwhile so that nothing moves when it appears.
 *
 * @module features/newsletter/components/newsletter-signup
 */
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNearViewport } from '../../../lib/use-near-viewport';

const NewsletterForm = lazy(() => import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })));

/** Height kept for the form while its code loads, in px (field row and consent line). */
const FORM_PLACEHOLDER_HEIGHT = 96;

/** The footer's newsletter section. */
export function NewsletterSignup() {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const placeholder = <Box sx={{ minHeight: FORM_PLACEHOLDER_HEIGHT }} aria-hidden="true" />;
  return (
    <Box
      component="section"
      ref={section}
      id="newsletter"
      aria-labelledby="newsletter-heading"
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderRadius: 2, p: { xs: 2, md: 3 }, mb: 3, maxWidth: 720, scrollMarginTop: 96 }}
    >
      <Typography id="newsletter-heading" component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {t('newsletter.form.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('newsletter.form.intro')}
      </Typography>
      {near ? (
        <Suspense fallback={placeholder}>
          <NewsletterForm />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}
