/**
 * Small shared parts of the complaint pages: the status chip (in words, not colour alone), the decision
 * and the response state in words from the reader's point of view, and when a complaint's booking
 * took place in the viewer's zone.
 *
 * @module features/complaints/components/complaint-bits
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import { formatDateAndTime } from '../../../lib/format';
import { awaitsReaderResponse, isClosed, readerDecision } from '../model/wording';
import type { ComplaintStatus, ComplaintSummary } from '../model/types';

const STATUS_COLORS: Record<ComplaintStatus, 'info' | 'warning' | 'success' | 'default'> = { open: 'info', in_review: 'warning', resolved: 'success', rejected: 'default' };

/** The status chip: `Ouverte`, `En cours d’examen`, `Résolue`, `Rejetée` (the colour only repeats the words). */
export function ComplaintStatusChip({ status }: { status: ComplaintStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={t(`complaints.status.${status}`)} data-testid="complaint-status" />;
}

/**
 * The decision for the reader: "En votre faveur", "En faveur de <name>", "Aucune partie favorisée";
 * "Pas encore de décision" while open or in review, "Sans décision" when closed without one.
 */
export function decisionText(complaint: Pick<ComplaintSummary, 'box' | 'decision_favour' | 'status' | 'counterpart'>, t: TFunction): string {
  const decision = readerDecision(complaint);
  if (decision === 'mine') return t('complaints.decision.mine');
  if (decision === 'theirs') return t('complaints.decision.theirs', { name: complaint.counterpart.display_name });
  if (decision === 'none') return t('complaints.decision.none');
  return t(isClosed(complaint) ? 'complaints.decision.noDecision' : 'complaints.decision.pending');
}

/**
 * Whether the party complained against has answered, for the reader: on the reader's own complaints
 * "Réponse reçue" / "Pas encore de réponse"; on those about the reader "Vous avez répondu" / "Votre
 * réponse est attendue"; "Sans réponse" once closed unanswered.
 */
export function responseText(complaint: Pick<ComplaintSummary, 'box' | 'responded' | 'status'>, t: TFunction): string {
  if (complaint.responded) return t(complaint.box === 'by-me' ? 'complaints.response.answered' : 'complaints.response.youAnswered');
  if (awaitsReaderResponse(complaint)) return t('complaints.response.awaited');
  return t(isClosed(complaint) ? 'complaints.response.none' : 'complaints.response.notAnswered');
}

/**
 * When a booking starts, in `timeZone`: `mardi 1 décembre 2026 à 14:30`, `Tuesday, December 1, 2026 at
 * 2:30 PM` (the zone is named once on the page).
 *
 * @param start - UTC instant.
 * @param locale - `fr` or `en`.
 */
export const bookingStartText = (start: string, timeZone: string, locale: string): string => formatDateAndTime(start, timeZone, locale);
