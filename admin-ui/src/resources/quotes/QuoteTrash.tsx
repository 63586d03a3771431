import { LocalizedTextField } from '../../common/LocalizedTextField';
import { TrashList } from '../../common/trash';

/** Quotes in the trash. */
export const QuoteTrash = () => (
  <TrashList>
    <LocalizedTextField source="quote_title" sortBy="quote_title" />
    <LocalizedTextField source="author_name" sortBy="author_name" />
  </TrashList>
);
