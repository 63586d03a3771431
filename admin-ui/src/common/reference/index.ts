/**
 * Shared screens of the reference lists (spec §2 admin routes: countries, cities, nationalities,
 * languages, disorders, keywords, objectives, specializations, complaint types;
 * contracts/admin-reference): list, form, create, edit, trash, and the resource module of the lists
 * that have nothing besides a name and a slug.
 *
 * @module common/reference
 */
export { ReferenceList } from './ReferenceList';
export { ReferenceForm, SlugInput, SLUG_PATTERN, type ReferenceFormProps } from './ReferenceForm';
export { ReferenceCreate } from './ReferenceCreate';
export { ReferenceEdit } from './ReferenceEdit';
export { ReferenceTrash } from './ReferenceTrash';
export { ReferenceNameInput, type ReferenceNameInputProps } from './ReferenceNameInput';
export { nameOnlyReference } from './nameOnlyReference';
