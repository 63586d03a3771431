/**
 * Blog post (`/blog/:slug`): cover, byline, tags and Markdown body; unknown slug → not-found view. The
 * document's title and description are the post's, its canonical URL and `hreflang` alternates carry each
 * language's slug. Either language's slug names the post; the address always shows the slug of the
 * language read (so switching language moves to the other slug).
 *
 * @module features/blog/components/blog-post-page
 */
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { Markdown } from '../../../components/markdown';
import { PageHeader } from '../../../components/page-header';
import { NotFoundView } from '../../../components/status-page';
import { paths } from '../../../config/paths';
import { formatCalendarDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { usePageHeadOverride } from '../../../lib/page-head';
import { useBlogPost } from '../api/get-blog-post';

/** The page. */
export function BlogPostPage() {
  const { t, i18n } = useTranslation();
  const { slug } = useParams();
  const { data, error, mutate } = useBlogPost(slug);
  const location = useLocation();
  const navigate = useNavigate();
  // the answer is this post's when the address names it in either language (not the previous post's)
  const post = data?.data && [data.data.slug, data.data.slugs.fr, data.data.slugs.en].includes(slug ?? '') ? data.data : undefined;
  const ownSlug = post?.slug;
  useEffect(() => {
    if (ownSlug && ownSlug !== slug) void navigate({ pathname: paths.blogPost(ownSlug), search: location.search, hash: location.hash }, { replace: true });
  }, [ownSlug, slug, navigate, location.search, location.hash]);
  // The head says what the server writes for the post (docs/seo.md): its title and excerpt, and each
  // language's URL with that language's slug (the French one for a post without an English version).
  usePageHeadOverride(post ? { title: post.title, description: post.excerpt || undefined, paths: { fr: paths.blogPost(post.slugs.fr), en: paths.blogPost(post.slugs.en ?? post.slugs.fr) } } : null);

  if (error?.status === 404) return <NotFoundView />;

  const title = post?.title ?? t('blog.title');
  return (
    <>
      <PageHeader
        title={title}
        subTitle={post ? t('blog.byline', { date: formatCalendarDate(post.published_date, currentLanguage(i18n)), author: post.author }) : undefined}
        breadcrumbs={[{ label: t('nav.blog'), to: paths.blog }, { label: title }]}
      />
      <Container maxWidth="md">
        {error && !post ? <LoadError error={error} onRetry={() => void mutate()} /> : null}
        {!post && !error ? <Loading /> : null}
        {post ? (
          <Box component="article" data-testid="blog-post">
            {post.cover ? <Box component="img" src={post.cover.url} alt={post.cover.alternativeText ?? ''} sx={{ width: '100%', height: 'auto', borderRadius: 2, mb: 3 }} /> : null}
            {post.tags.length > 0 ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
                {post.tags.map((tag) => (
                  <Chip key={tag} label={tag} size="small" component={RouterLink} to={`${paths.blog}?tag=${encodeURIComponent(tag)}`} clickable />
                ))}
              </Box>
            ) : null}
            <Markdown>{post.body}</Markdown>
            <Button sx={{ mt: 4 }} startIcon={<ArrowBackIcon />} component={RouterLink} to={paths.blog}>
              {t('blog.back')}
            </Button>
          </Box>
        ) : null}
      </Container>
    </>
  );
}
