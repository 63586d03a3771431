import { TextField } from 'react-admin';

import { InstantField } from '../../common/dates';
import { TrashList } from '../../common/trash';
import { WebinarStatusField } from './webinar';

/** Webinars in the trash (drafts and finished or cancelled webinars an admin put away). */
export const WebinarTrash = () => (
  <TrashList>
    <TextField source="title" />
    <TextField source="consultant_name" />
    <InstantField source="start" />
    <WebinarStatusField source="status" />
  </TrashList>
);
