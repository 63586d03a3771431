import { TextField } from 'react-admin';

import { ResourceList } from '../../common/list/ResourceList';
import { MediaField } from '../../common/media/MediaField';

/** Blog authors: photo and name. */
export const AuthorList = () => (
  <ResourceList sort={{ field: 'name', order: 'ASC' }} trash>
    <MediaField source="photo" sortable={false} />
    <TextField source="name" />
  </ResourceList>
);
