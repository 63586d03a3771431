/**
 * The sections of the consultant's profile as the interface shows them (docs/api-consultant.md "Section
 * keys"; spec §2 edit-account routes): where each is edited, its label, whether editing it sends an
 * approved profile back to review.
 *
 * @module features/consultant/model/sections
 */
import { paths } from '../../../config/paths';
import type { ApprovalStatus } from '../../../lib/session';
import { SECTION_KEYS, type SectionKey, type SectionStatus } from './types';

/** What the interface knows of a section. */
export interface SectionInfo {
  key: SectionKey;
  /** The page editing it. */
  path: string;
  /** Translation key of its name. */
  labelKey: string;
}

/** Every section, in the order of the edit-account page. */
export const SECTIONS: readonly SectionInfo[] = [
  { key: 'basic', path: paths.consultant.basicProfile, labelKey: 'consultant.sections.basic' },
  { key: 'address', path: paths.consultant.addressDetail, labelKey: 'consultant.sections.address' },
  { key: 'education', path: paths.consultant.educationDetail, labelKey: 'consultant.sections.education' },
  { key: 'certificates', path: paths.consultant.certificateDetail, labelKey: 'consultant.sections.certificates' },
  { key: 'bank', path: paths.consultant.bankDetail, labelKey: 'consultant.sections.bank' },
  { key: 'detail', path: paths.consultant.profileDetail, labelKey: 'consultant.sections.detail' },
  { key: 'documents', path: paths.consultant.document, labelKey: 'consultant.sections.documents' },
  { key: 'timings', path: paths.consultant.addTiming, labelKey: 'consultant.sections.timings' },
];

/** The section `key` (unknown keys get no page). */
export function sectionInfo(key: string): SectionInfo | undefined {
  return SECTIONS.find((section) => section.key === key);
}

/**
 * Sections whose edition, once the profile is approved, sends it back to review (legal identity,
 * education, certificates, documents).
 */
export const SENSITIVE_SECTIONS: readonly SectionKey[] = ['basic', 'education', 'certificates', 'documents'];

/**
 * Whether saving `section` must first warn that the profile goes back to review: only for an approved
 * profile and a sensitive section.
 */
export function needsReviewWarning(status: ApprovalStatus | undefined, section: SectionKey): boolean {
  return status === 'approved' && SENSITIVE_SECTIONS.includes(section);
}

/** Completion of the sections: the API's, in the interface's order (sections it does not list are left out). */
export function orderedSections(sections: readonly SectionStatus[] | undefined): SectionStatus[] {
  if (!sections) return [];
  return SECTION_KEYS.map((key) => sections.find((s) => s.key === key)).filter((s): s is SectionStatus => Boolean(s));
}

/** Share of the required sections that are complete, 0–100 (rounded). */
export function completionPercent(sections: readonly SectionStatus[] | undefined): number {
  const required = (sections ?? []).filter((s) => s.required);
  if (required.length === 0) return 0;
  return Math.round((100 * required.filter((s) => s.complete).length) / required.length);
}
