/**
 * Home page (spec §1, §2 `/`), all of it from the CMS page `home` (`pages/home`, edited in the back
 * office) and live lists: the hero (the page's title and subtitle), the marketing figures (spec §9: the
 * page's `figures`, under its `figures` section's title), the page's other sections (how it works, …),
 * featured experts, the upcoming webinars (the `webinars` slot, given by the route module: the webinars
 * feature's section, shown only when one is coming), a quotes carousel, the latest blog posts, then the calls to action of its
 * `newsletter` section (to the footer's subscription form, `#newsletter`) and its `starter-kit` section
 * (to the starter-kit page).
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
import { visuallyHidden } from '../../../components/visually-hidden';
import { BlogCard } from '../../../components/blog-card';
import { CardGrid } from '../../../components/card-grid';
import { ContentSections, type PageSection } from '../../../components/content-sections';
import { ExpertCard } from '../../../components/expert-card';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { Markdown } from '../../../components/markdown';
import { paths } from '../../../config/paths';
import { useFeaturedExperts } from '../api/get-featured-experts';
import { useHomePage } from '../api/get-home-page';
import { useLatestPosts } from '../api/get-latest-posts';
import { useQuotes } from '../api/get-quotes';
import { QuotesCarousel } from './quotes-carousel';

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

/** Sections the home page places itself rather than in the stacked sections. */
const PLACED_SECTIONS = new Set(['figures', 'newsletter', 'starter-kit']);

/** A call to action of the home page's last band: a CMS section's title and text, and one button. */
function CallToAction({ section, fallbackTitle, action, testId }: { section?: PageSection; fallbackTitle: string; action: ReactNode; testId: string }) {
  return (
    <Card component="section" sx={{ bgcolor: '#eef5f1', border: 0, height: '100%' }} data-testid={testId}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, height: '100%', p: { xs: 2.5, md: 4 } }}>
        <Typography variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' } }}>
          {section?.title || fallbackTitle}
        </Typography>
        {section?.body ? <Markdown>{section.body}</Markdown> : null}
        <Box sx={{ mt: 'auto' }}>{action}</Box>
      </CardContent>
    </Card>
  );
}

/** Props of {@link HomePage}. */
export interface HomePageProps {
  /** The upcoming webinars' section, placed after the featured experts (the route module composes it). */
  webinars?: ReactNode;
}

/** The home page. */
export function HomePage({ webinars }: HomePageProps = {}) {
  const { t } = useTranslation();
  const page = useHomePage();
  const experts = useFeaturedExperts();
  const quotes = useQuotes();
  const posts = useLatestPosts();
  const content = page.data?.data;
  const sectionOf = (key: string) => content?.sections.find((section) => section.key === key);
  const figuresSection = sectionOf('figures');
  const stacked = content?.sections.filter((section) => !PLACED_SECTIONS.has(section.key)) ?? [];

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
            <Button variant="outlined" size="large" component={RouterLink} to={paths.starterKit} sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)' }}>
              {t('home.getStarterKit')}
            </Button>
          </Box>
        </Container>
      </Box>

      <Container maxWidth="lg">
        {content && content.figures.length > 0 ? (
          <Box component="section" aria-labelledby="home-figures-title" sx={{ mt: { xs: -3, md: -5 } }} data-testid="home-figures">
            <Typography id="home-figures-title" variant="h2" sx={visuallyHidden}>
              {figuresSection?.title || t('home.figuresTitle')}
            </Typography>
            <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${Math.min(content.figures.length, 4)}, 1fr)` }, gap: 2, listStyle: 'none', p: 0, m: 0 }}>
              {content.figures.map((figure, index) => (
                <Card component="li" key={`${index}-${figure.value}`} sx={{ textAlign: 'center', boxShadow: 2, border: 0 }} data-testid="home-figure">
                  <CardContent>
                    <Typography sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, fontWeight: 700, color: 'primary.main' }}>{figure.value}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {figure.label}
                    </Typography>
                  </CardContent>
                </Card>
              ))}
            </Box>
            {figuresSection?.body ? (
              <Box sx={{ mt: 2, color: 'text.secondary', textAlign: 'center' }}>
                <Markdown>{figuresSection.body}</Markdown>
              </Box>
            ) : null}
          </Box>
        ) : null}

        {page.error && !content ? <LoadError error={page.error} onRetry={() => void page.mutate()} /> : null}
        {stacked.length > 0 ? (
          <Box sx={{ mt: { xs: 6, md: 8 } }}>
            <ContentSections sections={stacked} />
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

        {webinars}

        {quotes.data && quotes.data.data.length > 0 ? (
          <HomeBlock title={t('home.quotes')} testId="home-quotes">
            <QuotesCarousel quotes={quotes.data.data} />
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

        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, mt: { xs: 6, md: 8 } }}>
          <CallToAction
            section={sectionOf('newsletter')}
            fallbackTitle={t('home.newsletterTitle')}
            testId="home-newsletter"
            action={
              <Button variant="contained" href="#newsletter">
                {t('home.subscribe')}
              </Button>
            }
          />
          <CallToAction
            section={sectionOf('starter-kit')}
            fallbackTitle={t('home.starterKitTitle')}
            testId="home-starter-kit"
            action={
              <Button variant="contained" color="secondary" component={RouterLink} to={paths.starterKit}>
                {t('home.getStarterKit')}
              </Button>
            }
          />
        </Box>
      </Container>
    </>
  );
}
