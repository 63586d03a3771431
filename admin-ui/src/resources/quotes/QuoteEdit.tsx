import { Edit } from 'react-admin';

import { QuoteForm } from './QuoteForm';

/** Edit a quote. */
export const QuoteEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <QuoteForm edit />
  </Edit>
);
