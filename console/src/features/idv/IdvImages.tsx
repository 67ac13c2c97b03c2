import { useState } from 'react';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/I18nProvider';
import { formatDateTime } from '../../app/format';
import { Button, Callout, Dialog, DialogBody, Icon, Spinner } from '../../ui';
import type { IdvRecord } from './idvTypes';
import { useAuthorizedImage } from './useAuthorizedImage';

/** One private image, fetched with the token and shown from a local object URL. */
export function AuthorizedImg({
  url,
  alt,
  className,
}: {
  url: string | null | undefined;
  alt: string;
  className?: string;
}) {
  const t = useT();
  const image = useAuthorizedImage(url);
  if (!url) return <div className={`idv-image-empty ${className ?? ''}`}>{t('idv.images.none')}</div>;
  if (image.loading)
    return (
      <div className={`idv-image-empty ${className ?? ''}`}>
        <Spinner size={20} aria-label={t('common.loading')} />
      </div>
    );
  if (!image.src)
    return (
      <div className={`idv-image-empty ${className ?? ''}`}>
        <Icon icon="error" /> {t('idv.images.failed')}
      </div>
    );
  return <img src={image.src} alt={alt} className={className} />;
}

const KINDS: readonly {
  thumb: 'id_front' | 'id_back' | 'selfie';
  full: 'full_id_front' | 'full_id_back' | 'full_selfie';
  label: MessageKey;
}[] = [
  { thumb: 'id_front', full: 'full_id_front', label: 'idv.images.idFront' },
  { thumb: 'id_back', full: 'full_id_back', label: 'idv.images.idBack' },
  { thumb: 'selfie', full: 'full_selfie', label: 'idv.images.selfie' },
];

/** Spec §2 images: ID front and back (thumbnail and full) and the selfie. */
export function IdvImages({ record }: { record: IdvRecord }) {
  const t = useT();
  const [open, setOpen] = useState<(typeof KINDS)[number] | null>(null);
  // The retention schedule deleted them (docs/privacy.md): say so and when, not three empty slots.
  if (record.images_deleted_at)
    return (
      <Callout intent="none" icon="time">
        {t('idv.imagesDeleted', { date: formatDateTime(record.images_deleted_at) })}
      </Callout>
    );
  return (
    <div className="idv-images">
      {KINDS.map((k) => (
        <figure key={k.thumb} className="idv-image">
          <button
            type="button"
            className="idv-thumb-button"
            disabled={!record[k.thumb]}
            onClick={() => setOpen(k)}
            aria-label={t('idv.images.viewFull', { image: t(k.label) })}
          >
            <AuthorizedImg url={record[k.thumb]} alt={t(k.label)} className="idv-thumb" />
          </button>
          <figcaption>
            {t(k.label)}
            {record[k.thumb] ? (
              <Button
                variant="minimal"
                size="small"
                icon="maximize"
                aria-label={t('idv.images.viewFull', { image: t(k.label) })}
                onClick={() => setOpen(k)}
              />
            ) : null}
          </figcaption>
        </figure>
      ))}
      {open ? (
        <Dialog
          isOpen
          onClose={() => setOpen(null)}
          title={t(open.label)}
          icon="media"
          className="idv-full-dialog"
        >
          <DialogBody>
            <AuthorizedImg
              url={(record[open.full] as string | null | undefined) ?? record[open.thumb]}
              alt={t(open.label)}
              className="idv-full"
            />
          </DialogBody>
        </Dialog>
      ) : null}
    </div>
  );
}
