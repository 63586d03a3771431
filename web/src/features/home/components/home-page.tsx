/**
 * Home page (spec §1, §2 `/`): hero and sections from `pages/home`, marketing figures (spec §9), a few
 * experts, quotes and the latest blog posts.
 *
 * @module features/home/components/home-page
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BlogCard } from '../../../components/blog-card';
import { CardGrid } from '../../../components/card-grid';
import { ContentSections } from '../../../components/content-sections';
import { ExpertCard } from '../../../components/expert-card';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { paths } from '../../../config/paths';
import { useFeaturedExperts } from '../api/get-featured-experts';
import { useHomePage } from '../api/get-home-page';
import { useLatestPosts } from '../api/get-latest-posts';
import { useQuotes } from '../api/get-quotes';

function HomeBlock({ title, action, children, testId }: { title: string; action?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Box component="section" sx={{ mt: { xs: 6, md: 8 } }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Typography variant="h2">{title}</Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}

const FIGURES = [
  { value: '500+', key: 'home.figures.experts' },
  { value: '300+', key: 'home.figures.enthusiasts' },
  { value: '17', key: 'home.figures.goals' },
  { value: '5000', key: 'home.figures.years' },
] as const;

/** The home page. */
export function HomePage() {
  const { t } = useTranslation();
  const page = useHomePage();
  const experts = useFeaturedExperts();
  const quotes = useQuotes();
  const posts = useLatestPosts();
  const content = page.data?.data;

  return (
    <>
      <Box component="section" sx={{ background: 'linear-gradient(135deg, #1f5c4a 0%, #2f7a62 70%, #3f8a70 100%)', color: '#fff', py: { xs: 6, md: 10 } }}>
        <Container maxWidth="lg">
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, maxWidth: 820 }} data-testid="page-title">
            {content?.title || t('home.heroTitle')}
          </Typography>
          <Typography sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.25rem' }, maxWidth: 720, opacity: 0.92 }}>{content?.subtitle || t('home.heroSubtitle')}</Typography>
          <Box sx={{ mt: 4, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="contained" color="secondary" size="large" component={RouterLink} to={paths.experts}>
              {t('home.findExpert')}
            </Button>
            <Button variant="outlined" size="large" component={RouterLink} to={paths.aboutUs} sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)' }}>
              {t('home.learnMore')}
            </Button>
          </Box>
        </Container>
      </Box>

      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mt: { xs: -3, md: -5 } }}>
          {FIGURES.map((figure) => (
            <Card key={figure.key} sx={{ textAlign: 'center', boxShadow: 2, border: 0 }}>
              <CardContent>
                <Typography sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, fontWeight: 700, color: 'primary.main' }}>{figure.value}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(figure.key)}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>

        {page.error && !content ? <LoadError error={page.error} onRetry={() => void page.mutate()} /> : null}
        {content && content.sections.length > 0 ? (
          <Box sx={{ mt: { xs: 6, md: 8 } }}>
            <ContentSections sections={content.sections} />
          </Box>
        ) : null}

        <HomeBlock
          title={t('home.featuredExperts')}
          testId="home-experts"
          action={
            <Button component={RouterLink} to={paths.experts}>
              {t('home.seeAllExperts')}
            </Button>
          }
        >
          {experts.error && !experts.data ? <LoadError error={experts.error} onRetry={() => void experts.mutate()} /> : null}
          {!experts.data && !experts.error ? <Loading minHeight={160} /> : null}
          {experts.data ? (
            <CardGrid minWidth={240}>
              {experts.data.data.map((expert) => (
                <ExpertCard key={expert.id} expert={expert} />
              ))}
            </CardGrid>
          ) : null}
        </HomeBlock>

        {quotes.data && quotes.data.data.length > 0 ? (
          <HomeBlock title={t('home.quotes')} testId="home-quotes">
            <CardGrid minWidth={280}>
              {quotes.data.data.map((quote) => (
                <Card key={quote.id} component="figure" sx={{ m: 0, bgcolor: '#fdf6ea', border: 0, height: '100%' }}>
                  <CardContent>
                    {quote.quote_title ? (
                      <Typography variant="h6" component="p" sx={{ mb: 1 }}>
                        {quote.quote_title}
                      </Typography>
                    ) : null}
                    <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic', lineHeight: 1.7 }}>
                      {t('home.quoteText', { text: quote.text })}
                    </Typography>
                    <Typography component="figcaption" sx={{ mt: 1.5, fontWeight: 700, color: 'primary.main' }}>
                      {t('home.quoteAuthor', { author: quote.author_name })}
                    </Typography>
                  </CardContent>
                </Card>
              ))}
            </CardGrid>
          </HomeBlock>
        ) : null}

        <HomeBlock
          title={t('home.latestPosts')}
          testId="home-posts"
          action={
            <Button component={RouterLink} to={paths.blog}>
              {t('home.seeAllPosts')}
            </Button>
          }
        >
          {posts.error && !posts.data ? <LoadError error={posts.error} onRetry={() => void posts.mutate()} /> : null}
          {!posts.data && !posts.error ? <Loading minHeight={160} /> : null}
          {posts.data ? (
            <CardGrid minWidth={280}>
              {posts.data.data.map((post) => (
                <BlogCard key={post.id} post={post} />
              ))}
            </CardGrid>
          ) : null}
        </HomeBlock>
      </Container>
    </>
  );
}
