/**
 * Blog post card used by the blog list and the home page.
 *
 * @module components/blog-card
 */
import type { Schemas } from '../lib/api-types';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatCalendarDate } from '../lib/format';
import { currentLanguage } from '../lib/i18n';
import { paths } from '../config/paths';

/** A blog list item (docs/api.md `GET blogs`). */
export type BlogSummary = Schemas['BlogCard'];

/** The card. */
export function BlogCard({ post }: { post: BlogSummary }) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  return (
    <Card data-testid="blog-card" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={paths.blogPost(post.slug)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        {post.cover ? (
          <Box component="img" src={post.cover.url} alt={post.cover.alternativeText ?? ''} loading="lazy" sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }} />
        ) : (
          <Box sx={{ width: '100%', aspectRatio: '16 / 9', background: 'linear-gradient(135deg, #1f5c4a 0%, #3f8a70 60%, #e39b2d 100%)' }} aria-hidden="true" />
        )}
        <CardContent>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('blog.byline', { date: formatCalendarDate(post.published_date, locale), author: post.author })}
          </Typography>
          <Typography variant="h5" component="h3" sx={{ mt: 1 }} data-testid="blog-card-title">
            {post.title}
          </Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>{post.excerpt}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
