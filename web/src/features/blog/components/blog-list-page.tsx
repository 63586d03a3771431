/**
 * Blog list (`/blog`): paginated posts (`?page=`), optional tag filter (`?tag=`).
 *
 * @module features/blog/components/blog-list-page
 */
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import { BlogCard } from '../../../components/blog-card';
import { CardGrid } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useBlogPosts } from '../api/get-blog-posts';

function pageFrom(value: string | null): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
}

/** The page. */
export function BlogListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const tag = params.get('tag') ?? '';
  const { data, error, mutate } = useBlogPosts(page, tag);

  const go = (next: { page?: number; tag?: string }) => {
    const p = new URLSearchParams();
    const nextTag = next.tag ?? tag;
    if (nextTag) p.set('tag', nextTag);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };

  return (
    <>
      <PageHeader title={t('blog.title')} subTitle={t('blog.subtitle')} breadcrumbs={[{ label: t('nav.blog') }]} />
      <Container maxWidth="lg">
        {tag ? (
          <Box sx={{ mb: 3 }}>
            <Chip label={t('blog.taggedWith', { tag })} onDelete={() => go({ tag: '', page: 1 })} color="primary" />
          </Box>
        ) : null}
        {error && !data ? <LoadError error={error} onRetry={() => void mutate()} /> : null}
        {!data && !error ? <Loading /> : null}
        {data && data.data.length === 0 ? <EmptyState title={t('blog.empty')} data-testid="blog-list-empty" /> : null}
        {data && data.data.length > 0 ? (
          <CardGrid minWidth={280} data-testid="blog-list">
            {data.data.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </CardGrid>
        ) : null}
        <ListPagination page={page} pageCount={data?.meta.pagination.pageCount ?? 0} onChange={(next) => go({ page: next })} />
      </Container>
    </>
  );
}
