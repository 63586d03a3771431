import type { ComponentType } from 'react';
import { TextField } from 'react-admin';

import type { ResourceMenu } from '../../layout/menuGroups';
import type { AdminResourceModule } from '../../resources/types';
import { LocalizedTextField } from '../LocalizedTextField';
import { pickLocalized, type Localized } from '../localized';
import { TrashList } from '../trash';
import { i18nProvider } from '../../providers/i18nProvider';
import { LegalDocumentCreate } from './LegalDocumentCreate';
import { LegalDocumentList } from './LegalDocumentList';
import { LegalDocumentShow } from './LegalDocumentShow';

/** Versions in the trash: version and title. */
const LegalDocumentTrash = () => (
  <TrashList>
    <TextField source="version" />
    <LocalizedTextField source="title" sortBy="title" />
  </TrashList>
);

const ListWithTrash = () => <LegalDocumentList trash />;
const ListWithoutTrash = () => <LegalDocumentList />;

/**
 * The resource module of a versioned legal document (privacy policy, terms and conditions, consent
 * form): add and view only (spec §2: a version is never edited once made; a newer version replaces
 * it), and a trash when the spec gives one.
 *
 * @param options.trash - versions can be moved to a trash (privacy policy)
 */
export function legalDocument(name: string, icon: ComponentType, menu: ResourceMenu, options: { trash?: boolean } = {}): AdminResourceModule {
  return {
    name,
    list: options.trash ? ListWithTrash : ListWithoutTrash,
    create: LegalDocumentCreate,
    show: LegalDocumentShow,
    ...(options.trash ? { trash: LegalDocumentTrash } : {}),
    icon,
    // "2.1 · Politique de confidentialité"
    recordRepresentation: (record: Record<string, unknown>) => [record.version, pickLocalized(record.title as Localized, i18nProvider.getLocale())].filter(Boolean).join(' · '),
    menu,
  };
}
