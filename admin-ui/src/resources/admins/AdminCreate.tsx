import { Alert } from '@mui/material';
import { Create, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, email, required, useLocale, useNotify, useRedirect, useTranslate } from 'react-admin';

import { ADMIN_INVITATION_TTL_HOURS } from './invitation';
import type { AdminUser } from './AdminList';

/** Languages of the invitation e-mail. */
const LOCALES = [
  { id: 'fr', name: 'ra.locales.fr' },
  { id: 'en', name: 'ra.locales.en' },
];

/** Send the invitation. */
const InviteToolbar = () => (
  <Toolbar>
    <SaveButton label="resources.admins.invite.submit" alwaysEnable />
  </Toolbar>
);

/**
 * Invite an admin (`POST /admins` `{ email, locale }`): the server creates an account without a password
 * and e-mails a single-use link, valid {@link ADMIN_INVITATION_TTL_HOURS} hours, to the page where the
 * invitee chooses a password; inviting again someone who has not chosen one yet sends a new link. An
 * address that already has an account is refused on its field.
 */
export const AdminCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const locale = useLocale();
  return (
    <Create
      title="resources.admins.invite.title"
      mutationOptions={{
        onSuccess: (admin: AdminUser) => {
          notify('resources.admins.notifications.invited', { type: 'success', messageArgs: { email: admin.email, hours: ADMIN_INVITATION_TTL_HOURS } });
          redirect('list', 'admins');
        },
      }}
    >
      <SimpleForm toolbar={<InviteToolbar />} noValidate>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.admins.invite.explanation', { hours: ADMIN_INVITATION_TTL_HOURS })}
        </Alert>
        <TextInput source="email" type="email" validate={[required(), email()]} autoComplete="off" />
        <SelectInput source="locale" choices={LOCALES} defaultValue={locale === 'en' ? 'en' : 'fr'} validate={required()} helperText="resources.admins.invite.locale_help" />
      </SimpleForm>
    </Create>
  );
};
