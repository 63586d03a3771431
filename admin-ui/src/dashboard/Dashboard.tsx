import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

import { menuGroups } from '../layout/menuGroups';

/** Back-office home: title, welcome text and what the back office manages (spec §2 admin menus). */
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
          {menuGroups.map((group) => (
            <ListItem key={group.key} disableGutters>
              <ListItemText primary={translate(group.labelKey)} secondary={group.covers.length > 0 ? group.covers.map((key) => translate(key)).join(', ') : undefined} />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary">
          {translate('app.dashboard.coming_soon')}
        </Typography>
      </CardContent>
    </Card>
  );
};
