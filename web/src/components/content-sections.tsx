/**
 * CMS page content (docs/api.md `GET pages/:slug`) rendered as stacked sections with Markdown bodies
 * and optional images (alternating sides on wide screens).
 *
 * @module components/content-sections
 */
import type { Schemas } from '../lib/api-types';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Markdown } from './markdown';

/** One section of a CMS page. */
export type PageSection = PageContent['sections'][number];

/** A CMS page (`GET pages/:slug`). */
export type PageContent = Schemas['Page'];

/** Props of {@link ContentSections}. */
export interface ContentSectionsProps {
  sections: PageSection[];
}

/** Renders sections in order. */
export function ContentSections({ sections }: ContentSectionsProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 4, md: 6 } }}>
      {sections.map((section, index) => (
        <Box
          component="section"
          key={section.key}
          data-section={section.key}
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 4 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: section.image ? '1fr 1fr' : '1fr' },
          }}
        >
          <Box sx={{ order: { xs: 1, md: section.image && index % 2 === 1 ? 2 : 1 } }}>
            {section.title ? (
              <Typography variant="h2" sx={{ mb: 2 }}>
                {section.title}
              </Typography>
            ) : null}
            <Markdown>{section.body}</Markdown>
          </Box>
          {section.image ? (
            <Box
              component="img"
              src={section.image.url}
              alt={section.image.alternativeText ?? ''}
              loading="lazy"
              width={section.image.width ?? undefined}
              height={section.image.height ?? undefined}
              sx={{ order: { xs: 2, md: index % 2 === 1 ? 1 : 2 }, width: '100%', height: 'auto', borderRadius: 2, objectFit: 'cover', maxHeight: 420 }}
            />
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
