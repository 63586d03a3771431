import { Create } from 'react-admin';

import { QuoteForm } from './QuoteForm';

/** New quote. */
export const QuoteCreate = () => (
  <Create redirect="list">
    <QuoteForm />
  </Create>
);
