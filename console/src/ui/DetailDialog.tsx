import { Button, DialogBody } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { Dialog } from './Dialog';
import { NestedSections } from './SectionHeading';

interface Props {
  title: string;
  icon: IconName;
  /** Extra class beside `detail-dialog` (a feature's own sizing). */
  className?: string;
  /** The toolbar button that opens the same detail as a page of its own. */
  openPageText: string;
  onOpenPage: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A record's detail in a dialog, with a toolbar button to open it as a page instead. */
export function DetailDialog({ title, icon, className, openPageText, onOpenPage, onClose, children }: Props) {
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={title}
      icon={icon}
      className={className ? `detail-dialog ${className}` : 'detail-dialog'}
    >
      <DialogBody>
        <div className="dialog-toolbar">
          <Button variant="minimal" size="small" icon="share" text={openPageText} onClick={onOpenPage} />
        </div>
        <NestedSections>{children}</NestedSections>
      </DialogBody>
    </Dialog>
  );
}
