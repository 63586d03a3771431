/**
 * The sections of the profile with their completion (docs/api-consultant.md `GET profile/status`
 * `sections`): a tick for a complete section, else what is missing, each linking to its form.
 *
 * @module features/consultant/components/section-checklist
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import DoneIcon from '@mui/icons-material/CheckCircle';
import TodoIcon from '@mui/icons-material/RadioButtonUnchecked';
import { humanizeSlug } from '../../../lib/format';
import type { SectionStatus } from '../model/types';
import { orderedSections, sectionInfo } from '../model/sections';

/** Props of {@link SectionChecklist}. */
export interface SectionChecklistProps {
  sections: readonly SectionStatus[];
  /** Show only the incomplete required sections. */
  onlyMissing?: boolean;
  'data-testid'?: string;
}

/** The list. */
export function SectionChecklist({ sections, onlyMissing = false, 'data-testid': testId = 'section-checklist' }: SectionChecklistProps) {
  const { t } = useTranslation();
  const shown = orderedSections(sections).filter((s) => !onlyMissing || (s.required && !s.complete));
  const fieldName = (field: string) => t(`consultant.fields.${field}`, { defaultValue: humanizeSlug(field) });
  return (
    <List data-testid={testId} disablePadding>
      {shown.map((section) => {
        const info = sectionInfo(section.key);
        const missing = section.missing.length > 0 ? t('consultant.sectionList.missing', { fields: section.missing.map(fieldName).join(', ') }) : undefined;
        return (
          <ListItem key={section.key} disablePadding>
            <ListItemButton component={RouterLink} to={info?.path ?? '#'} data-testid={`section-${section.key}`} data-complete={section.complete} sx={{ borderBottom: 1, borderColor: 'divider' }}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                {section.complete ? (
                  <DoneIcon color="success" titleAccess={t('consultant.sectionList.complete')} />
                ) : (
                  <TodoIcon color={section.required ? 'warning' : 'disabled'} titleAccess={t('consultant.sectionList.incomplete')} />
                )}
              </ListItemIcon>
              <ListItemText
                primary={t(info?.labelKey ?? `consultant.sections.${section.key}`, { defaultValue: humanizeSlug(section.key) })}
                secondary={section.complete ? t('consultant.sectionList.complete') : (missing ?? t('consultant.sectionList.incomplete'))}
              />
              {!section.required ? <Chip size="small" variant="outlined" label={t('forms.optional')} /> : null}
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
