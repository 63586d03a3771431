/**
 * A person's consent history on a client's or a consultant's page (docs/privacy.md "Consents";
 * `GET /{clients|consultants}/:id/consents`): the current state of each consent (terms, privacy policy,
 * processing of health data, newsletter), then every consent given or withdrawn, newest first — what,
 * given or withdrawn, the text's version, when (in the admin's zone) and where; on a phone, a list of
 * the same records instead of the table.
 *
 * @module common/privacy/ConsentHistoryPanel
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, List, ListItem, ListItemText, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useDataProvider, useLocale, useRecordContext, useTranslate } from 'react-admin';

import type { AdminDataProvider, PeopleResource } from '../../providers/dataProvider';
import { formatInstant } from '../dates';
import { EMPTY, StateChip } from '../people/fields';
import { refusalMessage } from '../trash/useTrashAction';

/** The kinds of consent, in the order they are shown. */
const KINDS = ['terms', 'privacy', 'health_data', 'newsletter'] as const;

/** The panel; the person is the record of the page. */
export const ConsentHistoryPanel = ({ resource }: { resource: PeopleResource }) => {
  const record = useRecordContext<{ id: string }>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const locale = useLocale();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const id = record?.id;
  const { data, error, isPending } = useQuery({
    queryKey: [resource, 'consents', id],
    queryFn: () => dataProvider.getConsents(resource, id!).then((answer) => answer.data),
    enabled: Boolean(id),
  });
  if (error) return <Alert severity="error">{refusalMessage(error)}</Alert>;
  if (isPending || !data) return <Typography variant="body2">{translate('ra.page.loading')}</Typography>;
  return (
    <Box data-testid="consent-history">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {KINDS.map((kind) => (
          <Box key={kind} component="span" data-testid={`consent-current-${kind}`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <Typography component="span" variant="body2">
              {translate(`app.privacy.consents.kinds.${kind}`)}
            </Typography>
            <StateChip label={data.current[kind] ? 'app.privacy.consents.current_given' : 'app.privacy.consents.current_not_given'} color={data.current[kind] ? 'success' : 'default'} />
          </Box>
        ))}
      </Box>
      {data.data.length === 0 ? (
        <Typography variant="body2">{translate('app.privacy.consents.empty')}</Typography>
      ) : small ? (
        <List dense disablePadding aria-label={translate('app.privacy.consents.title')}>
          {data.data.map((consent) => (
            <ListItem key={consent.id} disableGutters data-testid="consent-row">
              <ListItemText
                primary={`${translate(`app.privacy.consents.kinds.${consent.kind}`)} · ${translate(`app.privacy.consents.actions.${consent.action}`)}${consent.version ? ` (${consent.version})` : ''}`}
                secondary={`${formatInstant(consent.at, locale)} · ${translate(`app.privacy.consents.sources.${consent.source}`)}`}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Box>
          <Table size="small" aria-label={translate('app.privacy.consents.title')}>
            <TableHead>
              <TableRow>
                {(['kind', 'action', 'version', 'at', 'source'] as const).map((column) => (
                  <TableCell key={column}>{translate(`app.privacy.consents.columns.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((consent) => (
                <TableRow key={consent.id} data-testid="consent-row">
                  <TableCell>{translate(`app.privacy.consents.kinds.${consent.kind}`)}</TableCell>
                  <TableCell>{translate(`app.privacy.consents.actions.${consent.action}`)}</TableCell>
                  <TableCell>{consent.version ?? EMPTY}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(consent.at, locale)}</TableCell>
                  <TableCell>{translate(`app.privacy.consents.sources.${consent.source}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
};
