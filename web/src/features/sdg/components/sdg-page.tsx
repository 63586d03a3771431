/**
 * The `/sdg-media` page: the 7 sustainable development goals the platform aligns with (3, 5, 8, 9, 10,
 * 16, 17 — spec §1) as numbered cards, plus any other sections of the CMS page.
 *
 * @module features/sdg/components/sdg-page
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../../../components/card-grid';
import { CmsPageView } from '../../../components/cms-page-view';
import { ContentSections } from '../../../components/content-sections';
import { Markdown } from '../../../components/markdown';
import { splitSdgSections } from '../model/sdg-sections';
import { useSdgPage } from '../api/get-sdg-page';

/** Official UN colours of the goals shown. */
const GOAL_COLOURS: Record<number, string> = {
  3: '#4C9F38',
  5: '#FF3A21',
  8: '#A21942',
  9: '#FD6925',
  10: '#DD1367',
  16: '#00689D',
  17: '#19486A',
};

/** The page. */
export function SdgPage() {
  const { t } = useTranslation();
  const { data, error, mutate } = useSdgPage();
  return (
    <CmsPageView content={data?.data} error={error} fallbackTitle={t('nav.sdgMedia')} onRetry={() => void mutate()}>
      {(content) => {
        const { goals, others } = splitSdgSections(content.sections);
        return (
          <>
            {others.length > 0 ? (
              <Box sx={{ mb: 5 }}>
                <ContentSections sections={others} />
              </Box>
            ) : null}
            <CardGrid minWidth={300} data-testid="sdg-goals">
              {goals.map(({ goal, section }) => (
                <Card key={goal} data-testid="sdg-card" data-goal={goal} sx={{ height: '100%', borderTop: 6, borderTopColor: GOAL_COLOURS[goal] }}>
                  <CardContent>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5 }}>
                      <Box
                        aria-label={t('sdg.goalNumber', { number: goal })}
                        sx={{
                          flex: '0 0 auto',
                          width: 56,
                          height: 56,
                          borderRadius: 1,
                          bgcolor: GOAL_COLOURS[goal],
                          color: '#fff',
                          display: 'flex',
                          alignItems: 'center',
                          justifyContent: 'center',
                          fontSize: '1.6rem',
                          fontWeight: 700,
                        }}
                      >
                        {goal}
                      </Box>
                      <Typography variant="h5" component="h2">
                        {section?.title || t(`sdg.goals.${goal}`)}
                      </Typography>
                    </Box>
                    <Markdown>{section?.body || t(`sdg.descriptions.${goal}`)}</Markdown>
                  </CardContent>
                </Card>
              ))}
            </CardGrid>
          </>
        );
      }}
    </CmsPageView>
  );
}
