import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

import { buildMenu, menuEntryLabel } from '../layout/menuGroups';
import { adminResources } from '../resources';

const groups = buildMenu(adminResources);

/** Back-office home: title, welcome text and what the back office manages, group by group (spec §2 admin menus). */
export const Dashboard = () => {
  const translate = useTranslate();
  const title = translate('app.dashboard.title');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body1" sx={{ mb: 2 }}>
          {translate('app.dashboard.welcome')}
        </Typography>
        <Typography component="h2" variant="h6">
          {translate('app.dashboard.manages')}
        </Typography>
        <List dense aria-label={translate('app.dashboard.manages')}>
          {groups.map((group) => {
            const title = translate(group.labelKey);
            const names = group.entries.filter((entry) => entry.kind === 'list').map((entry) => menuEntryLabel(entry, translate));
            const covers = names.length > 1 || (names.length === 1 && names[0] !== title) ? names.join(', ') : undefined;
            return (
              <ListItem key={group.key} disableGutters>
                <ListItemText primary={title} secondary={covers} />
              </ListItem>
            );
          })}
        </List>
        <Typography variant="body2" color="text.secondary">
          {translate('app.dashboard.coming_soon')}
        </Typography>
      </CardContent>
    </Card>
  );
};
