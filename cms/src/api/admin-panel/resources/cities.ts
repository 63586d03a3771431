/** Cities (spec §2 admin reference lists), each in one country (filter `{"country":"<id>"}`). */
import { z } from 'zod';
import { CityInput, CityRecord } from '../../../contracts/admin-reference';
import { ResourceId } from '../../../contracts/admin-dialect';
import { badRequest } from '../../../lib/http-errors';
import { t } from '../../../lib/messages';
import { referenceList } from './reference-list';

export default referenceList({
  name: 'cities',
  noun: 'city',
  uid: 'api::city.city',
  record: CityRecord,
  input: CityInput,
  sortable: ['country_code', 'population'],
  filters: { country: { kind: 'relation', schema: ResourceId }, country_code: { kind: 'equals', schema: z.string().max(2) } },
  async toData(shared, { locale }) {
    // The country's code is kept beside the relation (public city pickers filter by it).
    const country = (await strapi.db.query('api::country.country').findOne({ select: ['code'], where: { documentId: shared.country, deletedAt: { $null: true } } })) as { code?: string } | null;
    if (!country) throw badRequest(t(locale, 'validation.failed'), { fieldErrors: { country: [t(locale, 'admin.notFound')] } });
    return { ...shared, country_code: country.code };
  },
});
