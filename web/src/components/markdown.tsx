/**
 * Markdown renderer for CMS content (blog bodies, page sections, FAQ answers, legal texts, bios),
 * built on markdown-to-jsx (small enough for the home page budget).
 *
 * Raw HTML in the source is not parsed (`disableParsingRawHTML`), so CMS content cannot inject markup;
 * markdown-to-jsx also drops `javascript:`/`vbscript:`/`data:` URLs. Internal links (`/…`) use the
 * client-side router; external ones open in a new tab.
 *
 * @module components/markdown
 */
import type { ReactNode } from 'react';
import MarkdownToJsx, { type MarkdownToJSX } from 'markdown-to-jsx';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

type WithChildren = { children?: ReactNode };

function heading(variant: 'h3' | 'h4' | 'h5' | 'h6', component: 'h2' | 'h3' | 'h4' | 'h5', mt: number) {
  return function MarkdownHeading({ children }: WithChildren) {
    return (
      <Typography variant={variant} component={component} sx={{ mt, mb: 1.5 }}>
        {children}
      </Typography>
    );
  };
}

function Paragraph({ children }: WithChildren) {
  return (
    <Typography component="p" sx={{ mb: 1.5, lineHeight: 1.7 }}>
      {children}
    </Typography>
  );
}

function Anchor({ href, children }: WithChildren & { href?: string }) {
  if (href && href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link component={RouterLink} to={href}>
        {children}
      </Link>
    );
  }
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}

function Image({ src, alt }: { src?: string; alt?: string }) {
  return <Box component="img" src={src} alt={alt ?? ''} loading="lazy" sx={{ maxWidth: '100%', height: 'auto', borderRadius: 1 }} />;
}

const options: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  forceBlock: true,
  overrides: {
    h1: heading('h3', 'h2', 3),
    h2: heading('h4', 'h3', 3),
    h3: heading('h5', 'h4', 2),
    h4: heading('h6', 'h5', 2),
    h5: heading('h6', 'h5', 2),
    h6: heading('h6', 'h5', 2),
    p: Paragraph,
    a: Anchor,
    img: Image,
  },
};

/** Props of {@link Markdown}. */
export interface MarkdownProps {
  children: string | null | undefined;
}

/** Renders Markdown with the site's typography. */
export function Markdown({ children }: MarkdownProps) {
  if (!children) return null;
  return (
    <Box
      className="markdown"
      sx={{
        '& ul, & ol': { pl: 3, mb: 1.5 },
        '& li': { mb: 0.5, lineHeight: 1.7 },
        '& blockquote': { borderLeft: 4, borderColor: 'secondary.main', pl: 2, ml: 0, color: 'text.secondary' },
        '& > :last-child': { mb: 0 },
      }}
    >
      <MarkdownToJsx options={options}>{children}</MarkdownToJsx>
    </Box>
  );
}
