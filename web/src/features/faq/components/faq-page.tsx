/**
 * FAQ (`/faq`): questions grouped by category, each answer in an accordion.
 *
 * @module features/faq/components/faq-page
 */
import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { Markdown } from '../../../components/markdown';
import { PageHeader } from '../../../components/page-header';
import { humanizeSlug } from '../../../lib/format';
import { groupByCategory } from '../model/faq-groups';
import { useFaqs } from '../api/get-faqs';

/** The page. */
export function FaqPage() {
  const { t } = useTranslation();
  const { data, error, mutate } = useFaqs();
  const groups = groupByCategory(data?.data ?? []);

  return (
    <>
      <PageHeader title={t('faq.title')} subTitle={t('faq.subtitle')} breadcrumbs={[{ label: t('nav.faq') }]} />
      <Container maxWidth="md">
        {error && !data ? <LoadError error={error} onRetry={() => void mutate()} /> : null}
        {!data && !error ? <Loading /> : null}
        {data && groups.length === 0 ? <EmptyState title={t('faq.empty')} /> : null}
        {groups.map(([category, faqs]) => (
          <Box component="section" key={category} sx={{ mb: 4 }} data-testid="faq-category">
            <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
              {category ? t(`faq.categories.${category}`, { defaultValue: humanizeSlug(category) }) : t('faq.general')}
            </Typography>
            {faqs.map((faq) => (
              <Accordion key={faq.id} disableGutters>
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Typography sx={{ fontWeight: 700 }} component="span">
                    {faq.question}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <Markdown>{faq.answer}</Markdown>
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        ))}
      </Container>
    </>
  );
}
