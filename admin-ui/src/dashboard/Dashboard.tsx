import { Suspense, lazy } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Card, CardActionArea, LinearProgress, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Title, useBasename, useLocale, useTranslate } from 'react-admin';

import { formatMinor } from '../common/money';
import { buildMenu, menuEntryLabel } from '../layout/menuGroups';
import type { DashboardFigures } from '../providers/dataProvider';
import { adminResources } from '../resources';
import { Block } from './Block';
import { listPath } from './links';
import { useDashboardFigures } from './useDashboardFigures';
import { WorkToDo } from './WorkToDo';
import { clock } from '../lib/clock';

/** The charts, in a chunk of their own (@mui/x-charts is loaded only when the dashboard shows). */
const DashboardCharts = lazy(() => import('./DashboardCharts'));

const groups = buildMenu(adminResources);

/** One live figure: its number and what it counts, the whole being a link to the records it counts. */
const Figure = ({ count, label, to }: { count: number; label: string; to: string }) => (
  <Card variant="outlined" sx={{ flex: '1 1 14rem' }}>
    <CardActionArea component={RouterLink} to={to} sx={{ p: 2, height: '100%' }}>
      <Typography component="span" variant="h4" sx={{ display: 'block' }}>
        {count}
      </Typography>{' '}
      <Typography component="span" variant="body1">
        {label}
      </Typography>
    </CardActionArea>
  </Card>
);

/** Days ahead the dashboard's webinar figures cover (contracts/admin-bookings `DASHBOARD_WEBINAR_DAYS`). */
const WEBINAR_DAYS = 7;
const DAY = 86_400_000;

/** The statuses of a complaint waiting for an admin: open, or in review. */
const OPEN_COMPLAINT_STATUSES = ['open', 'in_review'];

/**
 * What waits for the admin: consultants to approve, contact requests to handle, confirmed bookings to
 * come, complaints open or in review, the outbox's messages that failed (retried later) or were
 * given up (to send again), and the published webinars of the next seven days with their registrations.
 */
const Figures = ({ figures }: { figures: DashboardFigures }) => {
  const translate = useTranslate();
  const basename = useBasename();
  const now = clock.ms();
  // the published webinars of the next seven days, as the figures count them, soonest first
  const comingWebinars = listPath(
    basename,
    'webinars',
    { status: 'published', start_gte: new Date(now).toISOString(), start_lte: new Date(now + WEBINAR_DAYS * DAY).toISOString() },
    { field: 'start', order: 'ASC' },
  );
  const items = [
    {
      key: 'consultants_awaiting_approval',
      count: figures.consultants_awaiting_approval,
      to: listPath(basename, 'consultants', { approval_status: 'submitted' }),
    },
    { key: 'open_contact_requests', count: figures.open_contact_requests, to: listPath(basename, 'contact-requests', { status: 'new' }) },
    {
      key: 'upcoming_bookings',
      count: figures.upcoming_bookings,
      // confirmed bookings from now on: the ones the figure counts, soonest first
      to: listPath(basename, 'bookings', { start_gte: clock.now().toISOString(), status: 'confirmed' }, { field: 'start', order: 'ASC' }),
    },
    { key: 'open_complaints', count: figures.open_complaints, to: listPath(basename, 'complaints', { status: OPEN_COMPLAINT_STATUSES }) },
    { key: 'outbox_failed', count: figures.outbox_failed, to: listPath(basename, 'outbox', { status: 'failed' }) },
    { key: 'outbox_dead', count: figures.outbox_dead, to: listPath(basename, 'outbox', { status: 'dead' }) },
    { key: 'webinars_this_week', count: figures.webinars_this_week, to: comingWebinars },
    { key: 'webinar_registrations_this_week', count: figures.webinar_registrations_this_week, to: comingWebinars },
  ];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {items.map((item) => (
        <Figure key={item.key} count={item.count} label={translate(`app.dashboard.${item.key}`, { smart_count: item.count })} to={item.to} />
      ))}
    </Box>
  );
};

/** Revenue per currency, each in major units of its currency with the number of paid bookings. */
const Revenue = ({ revenue }: { revenue: DashboardFigures['revenue'] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (revenue.length === 0) return <Typography variant="body2">{translate('app.dashboard.revenue_empty')}</Typography>;
  return (
    <List dense disablePadding>
      {revenue.map((line) => (
        <ListItem key={line.currency} disableGutters>
          <ListItemText
            primary={formatMinor(line.amount_minor, line.currency, locale)}
            secondary={translate('app.dashboard.revenue_bookings', { smart_count: line.bookings })}
            slotProps={{ primary: { variant: 'h6', component: 'span' } }}
          />
        </ListItem>
      ))}
    </List>
  );
};

/**
 * The localized lists whose records lack their English side or have it outdated, each count a link to
 * the list filtered to those records (docs/api.md "Translation status"); lists with nothing to translate
 * are left out.
 */
const Translations = ({ translations }: { translations: DashboardFigures['translations'] }) => {
  const translate = useTranslate();
  const basename = useBasename();
  const pending = translations.filter((line) => line.missing + line.outdated > 0);
  if (pending.length === 0) return <Typography variant="body2">{translate('app.dashboard.translations_done')}</Typography>;
  return (
    <List dense disablePadding aria-label={translate('app.dashboard.translations')}>
      {pending.map((line) => {
        const name = translate(`resources.${line.resource}.name`, { smart_count: 2 });
        const counts = (['missing', 'outdated'] as const).filter((status) => line[status] > 0);
        return (
          <ListItem key={line.resource} disableGutters sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            <Typography component="span" variant="body1" sx={{ fontWeight: 500, minWidth: '12rem' }}>
              {name}
            </Typography>
            {counts.map((status) => (
              <Link key={status} component={RouterLink} to={listPath(basename, line.resource, { translation: status })}>
                {translate(`app.dashboard.translations_${status}`, { smart_count: line[status] })}
              </Link>
            ))}
          </ListItem>
        );
      })}
    </List>
  );
};

/**
 * Back-office home (spec §2 admin route "dashboard"): what waits for the admin as live figures, each a
 * link to the list it counts (consultants awaiting approval, open contact requests, upcoming
 * bookings, complaints open or in review, failed and dead outbox messages); the translations to write,
 * per localized list; the work to do, record by record (consultants to review, latest
 * bookings, new clients, open complaints); revenue per currency; bookings and new sign-ups per week as charts, loaded lazily, each
 * with a text summary and its figures as a table; and what the back office manages, group by group
 * (spec §2 admin menus).
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const title = translate('app.dashboard.title');
  const { data, isPending, error } = useDashboardFigures();
  return (
    <Box sx={{ mt: 2, mb: 2 }}>
      <Title title={title} />
      <Typography component="h1" variant="h5" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body1">{translate('app.dashboard.welcome')}</Typography>

      {isPending ? <LinearProgress sx={{ mt: 2 }} aria-label={translate('ra.page.loading')} /> : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('app.dashboard.load_error')}
        </Alert>
      ) : null}
      {data ? (
        <>
          <Block title={translate('app.dashboard.figures')}>
            <Figures figures={data} />
          </Block>
          <Block title={translate('app.dashboard.translations')}>
            <Translations translations={data.translations} />
          </Block>
          <Block title={translate('app.dashboard.work_to_do')}>
            <WorkToDo />
          </Block>
          <Block title={translate('app.dashboard.revenue')}>
            <Revenue revenue={data.revenue} />
          </Block>
          <Suspense fallback={<LinearProgress sx={{ mt: 2 }} aria-label={translate('app.dashboard.loading_charts')} />}>
            <DashboardCharts figures={data} />
          </Suspense>
        </>
      ) : null}

      <Block title={translate('app.dashboard.manages')}>
        <List dense aria-label={translate('app.dashboard.manages')}>
          {groups.map((group) => {
            const groupTitle = translate(group.labelKey);
            const names = group.entries.map((entry) => menuEntryLabel(entry, translate));
            const covers = names.length > 1 || (names.length === 1 && names[0] !== groupTitle) ? names.join(', ') : undefined;
            return (
              <ListItem key={group.key} disableGutters>
                <ListItemText primary={groupTitle} secondary={covers} />
              </ListItem>
            );
          })}
        </List>
      </Block>
    </Box>
  );
};
