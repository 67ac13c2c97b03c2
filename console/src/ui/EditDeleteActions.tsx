import { Button, Tooltip } from '@blueprintjs/core';
import { useT } from '../i18n/I18nProvider';

interface Props {
  /** Names the row in the buttons' accessible labels ("Edit Acme"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The Edit and Delete icon buttons at the end of a table row. */
export function EditDeleteActions({ name, onEdit, onDelete }: Props) {
  const t = useT();
  return (
    <span className="row-actions">
      <Tooltip content={t('common.edit')} compact>
        <Button
          size="small"
          variant="minimal"
          icon="edit"
          aria-label={`${t('common.edit')} ${name}`}
          onClick={onEdit}
        />
      </Tooltip>
      <Tooltip content={t('common.delete')} compact>
        <Button
          size="small"
          variant="minimal"
          intent="danger"
          icon="trash"
          aria-label={`${t('common.delete')} ${name}`}
          onClick={onDelete}
        />
      </Tooltip>
    </span>
  );
}
