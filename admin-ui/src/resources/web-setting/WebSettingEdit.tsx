import { ArrayInput, Edit, SelectInput, SimpleForm, SimpleFormIterator, TextInput, maxLength, regex, required } from 'react-admin';

import { LocalizedInputs } from '../../common/LocalizedInputs';
import { FormToolbar } from '../../common/form/FormToolbar';
import { MediaInput } from '../../common/media/MediaInput';

/** The networks of the social links (component `shared.social-link`, field `network`). */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok', 'whatsapp'] as const;

const networkChoices = SOCIAL_NETWORKS.map((network) => ({ id: network, name: `resources.web-setting.networks.${network}` }));

/** The id the single web-settings record is read and written under (`GET`/`PUT /web-setting/current`). */
export const WEB_SETTING_ID = 'current';

/**
 * `/admin/web-setting` (spec §2 admin route "websetting", §3 "Web settings"): the site's title in French
 * and English, domain name, legal name, social links, logo (`web_logo`) and favicon (`fab_icon`),
 * edited in place and saved once the server accepts them.
 */
export const WebSettingEdit = () => (
  <Edit resource="web-setting" id={WEB_SETTING_ID} mutationMode="pessimistic" redirect={false} title="resources.web-setting.title" redirectOnError={false}>
    <SimpleForm toolbar={<FormToolbar />}>
      <LocalizedInputs>
        <TextInput source="site_title" validate={[required(), maxLength(120)]} />
      </LocalizedInputs>
      <TextInput source="domain_name" validate={maxLength(253)} helperText="resources.web-setting.help.domain_name" />
      <TextInput source="legal_name" validate={maxLength(200)} />
      <ArrayInput source="social_links">
        <SimpleFormIterator inline>
          <SelectInput source="network" label="resources.web-setting.fields.network" choices={networkChoices} validate={required()} />
          <TextInput source="url" type="url" label="resources.web-setting.fields.url" validate={[required(), maxLength(500), regex(/^https?:\/\/\S+$/, 'app.validation.url')]} sx={{ minWidth: 320 }} />
        </SimpleFormIterator>
      </ArrayInput>
      <MediaInput source="web_logo" />
      <MediaInput source="fab_icon" accept="image/png,image/jpeg,image/webp" />
    </SimpleForm>
  </Edit>
);
