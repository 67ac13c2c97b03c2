import { useState } from 'react';
import { formatFieldErrors, isApiError, messageOr } from '../../app/apiError';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/authSlice';
import { isoDay } from '../../app/format';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/I18nProvider';
import { DayInput, FormDialog, FormField, HTMLSelect, InputGroup, showToast, TextArea } from '../../ui';
import type { RecordedMethod } from './caseActions';
import {
  useUploadFinaidScanMutation,
  useVerifyFinaidCaseMutation,
  type FinaidCase,
  type StoredScan,
  type VerifyCaseBody,
} from './financialAidApi';
import { ScanField } from './ScanField';

const DOCUMENT_TYPES = [
  'drivers_license',
  'state_id',
  'passport',
  'passport_card',
  'other_government_photo_id',
] as const;
type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** An ID's expiry may lie years ahead (the calendar would otherwise stop months from now). */
const FAR_FUTURE = new Date(2100, 0, 1);

interface Values {
  documentType: DocumentType;
  documentExpiry: string | null;
  reviewerName: string;
  presentedOn: string | null;
  note: string;
}
type Problems = Partial<Record<keyof Values | 'scan', MessageKey>>;

/** The checks made before saving (the server makes them all again, and more). */
function problemsOf(method: RecordedMethod, v: Values, scanned: boolean): Problems {
  const p: Problems = {};
  const recordsId = method !== 'third_party_ial2';
  if (recordsId && !v.documentExpiry) p.documentExpiry = 'finaid.record.expiryRequired';
  if (v.reviewerName.trim().length < 2) p.reviewerName = 'finaid.record.reviewerRequired';
  if (!v.presentedOn) p.presentedOn = 'finaid.record.dateRequired';
  if (method === 'video_call' && !scanned) p.scan = 'finaid.record.scanRequired';
  if (method === 'third_party_ial2' && !v.note.trim()) p.note = 'finaid.record.noteRequired';
  return p;
}

/**
 * Records a verified identity by a method staff witness: in person or on a video call (the ID's type
 * and expiry, its scanned copy, the reviewer and the date; the scan is required on a video call and
 * the document checks run on it as it is chosen), or a third party's IAL2 verification (who verified
 * and what the school keeps, in the note).
 */
export function RecordVerificationDialog(props: {
  caseRow: FinaidCase;
  method: RecordedMethod;
  onClose: () => void;
}) {
  const { caseRow, method, onClose } = props;
  const t = useT();
  const user = useAppSelector(selectUser);
  const [values, setValues] = useState<Values>({
    documentType: 'drivers_license',
    documentExpiry: null,
    reviewerName: user?.name ?? '',
    presentedOn: isoDay(new Date()),
    note: '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [scan, setScan] = useState<{ stored: StoredScan; expiry: string | null } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [upload, uploading] = useUploadFinaidScanMutation();
  const [verify, saving] = useVerifyFinaidCaseMutation();
  const recordsId = method !== 'third_party_ial2';
  const problems = submitted ? problemsOf(method, values, Boolean(file)) : {};
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const error = (key: keyof Problems) => (problems[key] ? t(problems[key]) : undefined);

  // The checks cross-check the expiry typed: a scan checked against another expiry is checked again.
  const sendScan = async (chosen: File, expiry: string | null) => {
    setErrors([]);
    try {
      const stored = await upload({ id: caseRow.id, file: chosen, documentExpiry: expiry }).unwrap();
      setScan({ stored, expiry });
      return stored;
    } catch (e) {
      setScan(null);
      setErrors(
        isApiError(e) && e.errors.length
          ? formatFieldErrors(e.errors)
          : [messageOr(e, t('common.somethingWentWrong'))],
      );
      return null;
    }
  };
  const choose = (chosen: File) => {
    setFile(chosen);
    void sendScan(chosen, values.documentExpiry);
  };

  const save = async (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    setSubmitted(true);
    if (Object.keys(problemsOf(method, values, Boolean(file))).length) return;
    let stored = scan?.stored ?? null;
    if (file && (!scan || scan.expiry !== values.documentExpiry))
      stored = await sendScan(file, values.documentExpiry);
    if (file && !stored) return;
    const body: VerifyCaseBody = {
      method,
      reviewer_name: values.reviewerName.trim(),
      presented_on: values.presentedOn!,
      ...(recordsId ? { document_type: values.documentType, document_expiry: values.documentExpiry! } : {}),
      ...(stored ? { scan_id: stored.scan_id } : {}),
      ...(values.note.trim() ? { note: values.note.trim() } : {}),
    };
    try {
      await verify({ id: caseRow.id, body }).unwrap();
      showToast({ message: t('finaid.record.saved'), intent: 'success' });
      onClose();
    } catch (e) {
      setErrors(
        isApiError(e) && e.errors.length
          ? formatFieldErrors(e.errors)
          : [messageOr(e, t('common.somethingWentWrong'))],
      );
    }
  };

  return (
    <FormDialog
      title={t(`finaid.record.title.${method}`, { name: `${caseRow.first_name} ${caseRow.last_name}` })}
      icon="id-number"
      width={560}
      busy={uploading.isLoading || saving.isLoading}
      onClose={onClose}
      onSubmit={(e) => void save(e)}
      errors={errors}
      submitText={t('finaid.record.save')}
    >
      {recordsId ? (
        <>
          <FormField label={t('finaid.record.documentType')} labelFor="finaid-document-type">
            <HTMLSelect
              id="finaid-document-type"
              value={values.documentType}
              onChange={(e) => set('documentType', e.currentTarget.value as DocumentType)}
              options={DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`finaid.document.${d}`) }))}
            />
          </FormField>
          <FormField
            label={t('finaid.record.documentExpiry')}
            labelFor="finaid-document-expiry"
            error={error('documentExpiry')}
          >
            <DayInput
              id="finaid-document-expiry"
              value={values.documentExpiry}
              onChange={(day) => set('documentExpiry', day)}
              maxDate={FAR_FUTURE}
            />
          </FormField>
          <ScanField
            source={method === 'video_call' ? 'screen' : 'camera'}
            required={method === 'video_call'}
            file={file}
            scan={scan?.stored ?? null}
            uploading={uploading.isLoading}
            error={error('scan')}
            onFile={choose}
          />
        </>
      ) : null}
      <FormField
        label={t('finaid.record.reviewer')}
        labelFor="finaid-reviewer"
        error={error('reviewerName')}
        helper={t('finaid.record.reviewerHelper')}
      >
        <InputGroup
          id="finaid-reviewer"
          value={values.reviewerName}
          onChange={(e) => set('reviewerName', e.target.value)}
        />
      </FormField>
      <FormField
        label={t(recordsId ? 'finaid.record.presentedOn' : 'finaid.record.verifiedOn')}
        labelFor="finaid-presented-on"
        error={error('presentedOn')}
      >
        <DayInput
          id="finaid-presented-on"
          value={values.presentedOn}
          onChange={(day) => set('presentedOn', day)}
          maxDate={new Date()}
        />
      </FormField>
      <FormField
        label={t(recordsId ? 'finaid.record.note' : 'finaid.record.thirdPartyNote')}
        labelFor="finaid-note"
        error={error('note')}
        helper={recordsId ? undefined : t('finaid.record.thirdPartyHelper')}
      >
        <TextArea id="finaid-note" fill value={values.note} onChange={(e) => set('note', e.target.value)} />
      </FormField>
    </FormDialog>
  );
}
