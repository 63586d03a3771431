import { LocalizedTextField } from '../../common/LocalizedTextField';
import { CalendarDateField } from '../../common/dates';
import { TrashList } from '../../common/trash';

/** Blog posts in the trash (they left the public site). */
export const BlogTrash = () => (
  <TrashList>
    <LocalizedTextField source="title" sortBy="title" />
    <CalendarDateField source="published_date" />
  </TrashList>
);
