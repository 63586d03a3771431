import { ReferenceList } from '../../common/reference';

/** Specializations: names and slug. */
export const SpecializationList = () => <ReferenceList />;
