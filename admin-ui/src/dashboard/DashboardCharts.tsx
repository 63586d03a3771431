import { useId, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useBasename, useLocale, useTranslate } from 'react-admin';

import { formatCalendarDate } from '../common/dates';
import type { DashboardFigures } from '../providers/dataProvider';
import { Block } from './Block';
import { weekBookingsPath } from './links';

/** Height of a chart (px). */
const CHART_HEIGHT = 280;

/** A week's first day on an axis: `9 mars` (fr), `Mar 9` (en). */
function shortDate(value: string, locale: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/**
 * A chart's figures as a table, behind a "show the figures" disclosure: the text alternative of the
 * chart, and the keyboard's way to what a click on the chart does.
 */
const FiguresTable = ({ caption, head, rows }: { caption: string; head: string[]; rows: { key: string; cells: ReactNode[] }[] }) => {
  const translate = useTranslate();
  return (
    <Box component="details" sx={{ mt: 1 }}>
      <Box component="summary" sx={{ cursor: 'pointer' }}>
        {translate('app.dashboard.show_data')}
      </Box>
      <Table size="small">
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            {head.map((cell) => (
              <TableCell key={cell} component="th" scope="col">
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) => (
                <TableCell key={index} component={index === 0 ? 'th' : 'td'} scope={index === 0 ? 'row' : undefined}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/**
 * Bookings per week (12 weeks, oldest first) as a bar chart: a click on a week, or on its link in the
 * figures' table, opens the bookings list filtered to that week. The chart is an image named by a
 * text summary (total, busiest week).
 */
const BookingsPerWeek = ({ weeks }: { weeks: DashboardFigures['bookings_per_week'] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const basename = useBasename();
  const navigate = useNavigate();
  const hintId = useId();
  const title = translate('app.dashboard.bookings_per_week');
  const counts = weeks.map((week) => week.count);
  const summary = translate('app.dashboard.bookings_per_week_summary', {
    from: formatCalendarDate(weeks[0]?.week_start, locale),
    to: formatCalendarDate(weeks.at(-1)?.week_start, locale),
    total: counts.reduce((sum, count) => sum + count, 0),
    max: Math.max(0, ...counts),
  });
  return (
    <Block title={title}>
      <Box role="img" aria-label={summary} aria-describedby={hintId}>
        <BarChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'band', data: weeks.map((week) => shortDate(week.week_start, locale)) }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={[{ data: counts, label: translate('app.dashboard.bookings') }]}
          hideLegend
          onAxisClick={(_event, axis) => {
            const week = axis ? weeks[axis.dataIndex] : undefined;
            if (week) void navigate(weekBookingsPath(basename, week.week_start));
          }}
        />
      </Box>
      <Typography variant="caption" id={hintId}>
        {translate('app.dashboard.open_week')}
      </Typography>
      <FiguresTable
        caption={title}
        head={[translate('app.dashboard.week'), translate('app.dashboard.bookings')]}
        rows={weeks.map((week) => ({
          key: week.week_start,
          cells: [
            <Link key="week" component={RouterLink} to={weekBookingsPath(basename, week.week_start)}>
              {translate('app.dashboard.week_of', { date: formatCalendarDate(week.week_start, locale) })}
            </Link>,
            week.count,
          ],
        }))}
      />
    </Block>
  );
};

/** New sign-ups per role (clients, consultants) per week, 12 weeks, as grouped bars with a summary and a table. */
const SignupsPerWeek = ({ weeks }: { weeks: DashboardFigures['signups_per_week'] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const title = translate('app.dashboard.signups_per_week');
  const clients = translate('app.dashboard.clients');
  const consultants = translate('app.dashboard.consultants');
  const summary = translate('app.dashboard.signups_per_week_summary', {
    from: formatCalendarDate(weeks[0]?.week_start, locale),
    to: formatCalendarDate(weeks.at(-1)?.week_start, locale),
    clients: weeks.reduce((sum, week) => sum + week.clients, 0),
    consultants: weeks.reduce((sum, week) => sum + week.consultants, 0),
  });
  return (
    <Block title={title}>
      <Box role="img" aria-label={summary}>
        <BarChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'band', data: weeks.map((week) => shortDate(week.week_start, locale)) }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={[
            { data: weeks.map((week) => week.clients), label: clients },
            { data: weeks.map((week) => week.consultants), label: consultants },
          ]}
        />
      </Box>
      <FiguresTable
        caption={title}
        head={[translate('app.dashboard.week'), clients, consultants]}
        rows={weeks.map((week) => ({ key: week.week_start, cells: [formatCalendarDate(week.week_start, locale), week.clients, week.consultants] }))}
      />
    </Block>
  );
};

/**
 * The dashboard's charts (loaded lazily with @mui/x-charts, DESIGN §4): bookings per week, leading to
 * each week's bookings, and new sign-ups per role per week.
 */
const DashboardCharts = ({ figures }: { figures: DashboardFigures }) => (
  <>
    <BookingsPerWeek weeks={figures.bookings_per_week} />
    <SignupsPerWeek weeks={figures.signups_per_week} />
  </>
);

export default DashboardCharts;
