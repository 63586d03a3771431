/**
 * The home page's quotes (spec §1 "quotes carousel"), one at a time with previous and next buttons, as
 * the WAI-ARIA carousel pattern describes it: a labelled carousel region, each quote a slide group named
 * "Quote 2 of 5", the shown quote announced politely when it changes. It never turns by itself, so
 * nothing moves that a reader has to stop.
 *
 * @module features/home/components/quotes-carousel
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { Schemas } from '../../../lib/api-types';

/** A quote of the catalogue (`GET quotes`). */
type Quote = Schemas['Quote'];

/** Props of {@link QuotesCarousel}. */
export interface QuotesCarouselProps {
  /** the quotes, in the order shown (at least one) */
  quotes: Quote[];
}

/** The quotes carousel: one quote, its position, previous and next (both wrap around). */
export function QuotesCarousel({ quotes }: QuotesCarouselProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = quotes.length;
  const shown = Math.min(index, count - 1);
  const quote = quotes[shown];
  const move = (step: number) => setIndex((shown + step + count) % count);

  return (
    <Box component="section" aria-roledescription="carousel" aria-label={t('home.carousel.label')} data-testid="quotes-carousel">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 2 } }}>
        {count > 1 ? (
          <IconButton onClick={() => move(-1)} aria-label={t('home.carousel.previous')} aria-controls="home-quote-slide">
            <ChevronLeftIcon />
          </IconButton>
        ) : null}
        <Box id="home-quote-slide" aria-live="polite" sx={{ flex: 1, minWidth: 0 }}>
          <Card
            key={quote.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.carousel.slide', { index: shown + 1, count })}
            component="figure"
            sx={{ m: 0, bgcolor: '#fdf6ea', border: 0 }}
            data-testid="quote-slide"
          >
            <CardContent sx={{ textAlign: 'center', py: { xs: 3, md: 5 }, px: { xs: 2, md: 6 } }}>
              {quote.quote_title ? (
                <Typography variant="h6" component="p" sx={{ mb: 1 }}>
                  {quote.quote_title}
                </Typography>
              ) : null}
              <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic', lineHeight: 1.7, fontSize: { md: '1.15rem' }, overflowWrap: 'anywhere' }}>
                {t('home.quoteText', { text: quote.text })}
              </Typography>
              <Typography component="figcaption" sx={{ mt: 1.5, fontWeight: 700, color: 'primary.main' }}>
                {t('home.quoteAuthor', { author: quote.author_name })}
              </Typography>
            </CardContent>
          </Card>
        </Box>
        {count > 1 ? (
          <IconButton onClick={() => move(1)} aria-label={t('home.carousel.next')} aria-controls="home-quote-slide">
            <ChevronRightIcon />
          </IconButton>
        ) : null}
      </Box>
    </Box>
  );
}
