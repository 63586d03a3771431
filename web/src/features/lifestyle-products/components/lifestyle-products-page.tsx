/**
 * Lifestyle products (`/lifestyle-product`, spec §1 "Ayurvedic lifestyle product catalogue"): product
 * grid with a category filter (`?category=`), prices formatted from minor units, pagination (`?page=`).
 *
 * @module features/lifestyle-products/components/lifestyle-products-page
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { Markdown } from '../../../components/markdown';
import { PageHeader } from '../../../components/page-header';
import { formatMoney, humanizeSlug } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useProductCategories } from '../api/get-product-categories';
import { useProducts, type Product } from '../api/get-products';

/** Height of a collapsed description, px. */
const DESCRIPTION_COLLAPSED_PX = 168;

/** Product description, collapsed to a few lines with a read-more toggle when long. */
function ProductDescription({ markdown }: { markdown: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) setOverflows(el.scrollHeight > DESCRIPTION_COLLAPSED_PX + 8);
  }, [markdown]);
  const collapsed = overflows && !expanded;
  return (
    <Box>
      <Box
        ref={ref}
        sx={{
          color: 'text.secondary',
          fontSize: '0.95rem',
          overflow: 'hidden',
          position: 'relative',
          maxHeight: collapsed ? DESCRIPTION_COLLAPSED_PX : 'none',
          '&::after': collapsed ? { content: '""', position: 'absolute', left: 0, right: 0, bottom: 0, height: 48, background: 'linear-gradient(rgba(255,255,255,0), #fff)' } : undefined,
        }}
      >
        <Markdown>{markdown}</Markdown>
      </Box>
      {overflows ? (
        <Button size="small" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded} sx={{ px: 0, mt: 0.5 }}>
          {expanded ? t('products.readLess') : t('products.readMore')}
        </Button>
      ) : null}
    </Box>
  );
}

function ProductCard({ product, locale }: { product: Product; locale: string }) {
  const { t } = useTranslation();
  const image = product.images[0];
  return (
    <Card data-testid="product-card" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {image ? (
        <Box component="img" src={image.url} alt={image.alternativeText ?? product.name} loading="lazy" sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }} />
      ) : (
        <Box aria-hidden="true" sx={{ width: '100%', aspectRatio: '4 / 3', background: 'linear-gradient(135deg, #f3e2c0 0%, #e39b2d 100%)' }} />
      )}
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        {product.category ? (
          <Typography variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.4 }}>
            {t(`products.categories.${product.category}`, { defaultValue: humanizeSlug(product.category) })}
          </Typography>
        ) : null}
        <Typography variant="h5" component="h2">
          {product.name}
        </Typography>
        <ProductDescription markdown={product.description} />
        <Typography sx={{ mt: 'auto', fontWeight: 700, fontSize: '1.15rem', color: 'primary.main' }} data-testid="product-price">
          {formatMoney(product.price, product.currency, locale)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The page. */
export function LifestyleProductsPage() {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, mutate } = useProducts(page, category);
  const categories = useProductCategories();

  const go = (next: { category?: string; page?: number }) => {
    const p = new URLSearchParams();
    const c = next.category ?? category;
    if (c) p.set('category', c);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };

  return (
    <>
      <PageHeader title={t('products.title')} subTitle={t('products.subtitle')} breadcrumbs={[{ label: t('nav.lifestyleProducts') }]} />
      <Container maxWidth="lg">
        {categories.length > 1 ? (
          <Box role="group" aria-label={t('products.categoryFilter')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }} data-testid="product-categories">
            <Chip label={t('products.allCategories')} color={category ? 'default' : 'primary'} onClick={() => go({ category: '', page: 1 })} aria-pressed={!category} />
            {categories.map((c) => (
              <Chip
                key={c}
                label={t(`products.categories.${c}`, { defaultValue: humanizeSlug(c) })}
                color={c === category ? 'primary' : 'default'}
                onClick={() => go({ category: c, page: 1 })}
                aria-pressed={c === category}
              />
            ))}
          </Box>
        ) : null}
        {error && !data ? <LoadError error={error} onRetry={() => void mutate()} /> : null}
        {!data && !error ? <Loading /> : null}
        {data && data.data.length === 0 ? <EmptyState title={t('products.empty')} /> : null}
        {data && data.data.length > 0 ? (
          <CardGrid minWidth={250}>
            {data.data.map((product) => (
              <ProductCard key={product.id} product={product} locale={locale} />
            ))}
          </CardGrid>
        ) : null}
        <ListPagination page={page} pageCount={data?.meta.pagination.pageCount ?? 0} onChange={(next) => go({ page: next })} />
      </Container>
    </>
  );
}
