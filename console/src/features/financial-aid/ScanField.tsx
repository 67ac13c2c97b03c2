import { useState } from 'react';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/I18nProvider';
import { Button, Callout, FileInput, FormField, HTMLTable } from '../../ui';
import { outcomeKey } from './caseActions';
import type { StoredScan } from './financialAidApi';
import { canCapture, ScanCapture, type CaptureSource } from './ScanCapture';

const SCAN_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

type Checks = StoredScan['checks'];

/** The two cross-checks that say whose ID it is, each as a finding the reviewer reads in words. */
const IDENTITY_FINDINGS = [
  { check: 'fullname_crosscheck', label: 'finaid.scan.nameOnId' },
  { check: 'date_of_birth_crosscheck', label: 'finaid.scan.dobOnId' },
] as const;

const findingKey = (outcome: string | undefined): MessageKey =>
  outcome === 'PASSED'
    ? 'finaid.scan.matches'
    : outcome === 'FAILED'
      ? 'finaid.scan.doesNotMatch'
      : 'finaid.scan.notRead';

/**
 * Whether the name and date of birth read from the barcode or MRZ are the student's: "matches",
 * "does not match" or "not read". A mismatch (another person's ID) is a warning above the checks,
 * in the form before saving and on the recorded case.
 */
function IdentityFindings({ checks }: { checks: Checks }) {
  const t = useT();
  const outcomes = IDENTITY_FINDINGS.map((f) => checks.find((c) => c.name === f.check)?.outcome);
  const list = (
    <dl className="finaid-scan-findings">
      {IDENTITY_FINDINGS.map((f, i) => (
        <div key={f.check}>
          <dt>{t(f.label)}</dt>
          <dd>
            {outcomes[i] === 'FAILED' ? (
              <strong>{t(findingKey(outcomes[i]))}</strong>
            ) : (
              t(findingKey(outcomes[i]))
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
  // The warning's words in the body, not as a callout title (a heading would break the form's outline).
  return outcomes.includes('FAILED') ? (
    <Callout intent="warning" icon="warning-sign" className="finaid-scan-mismatch">
      <p>
        <strong>{t('finaid.scan.mismatch')}</strong>
      </p>
      {list}
    </Callout>
  ) : (
    list
  );
}

/** The document checks the server ran on a scan: whose ID it is in words, then check by check, in the IDV's own words. */
export function ScanChecks({ checks }: { checks: Checks }) {
  const t = useT();
  if (!checks.length) return <p className="muted">{t('finaid.scan.noChecks')}</p>;
  return (
    <div className="finaid-scan-result">
      <IdentityFindings checks={checks} />
      <HTMLTable compact className="finaid-scan-checks" aria-label={t('finaid.scan.checks')}>
        <thead>
          <tr>
            <th scope="col">{t('idv.checks.check')}</th>
            <th scope="col">{t('idv.checks.result')}</th>
          </tr>
        </thead>
        <tbody>
          {checks.map((c) => (
            <tr key={c.name}>
              <td>{t(`idv.check.${c.name}` as MessageKey)}</td>
              <td className={c.outcome === 'FAILED' ? 'text-danger' : undefined}>
                {t(outcomeKey(c.outcome))}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/**
 * The scanned copy of the ID: a file, or a picture taken from the webcam (in person) or from the
 * shared call window (video call). `onFile` uploads it; the checks it answered are shown under it.
 */
export function ScanField(props: {
  source: CaptureSource;
  required: boolean;
  file: File | null;
  scan: StoredScan | null;
  uploading: boolean;
  error?: string;
  onFile: (file: File) => void;
}) {
  const t = useT();
  const [capturing, setCapturing] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const capture = canCapture(props.source) && !unavailable;
  return (
    <FormField
      label={t(props.required ? 'finaid.scan.labelRequired' : 'finaid.scan.label')}
      labelFor="finaid-scan-file"
      error={props.error}
      helper={t(unavailable ? 'finaid.scan.unavailable' : 'finaid.scan.helper')}
    >
      {capturing ? (
        <ScanCapture
          source={props.source}
          disabled={props.uploading}
          onPicture={(file) => {
            setCapturing(false);
            props.onFile(file);
          }}
          onCancel={() => setCapturing(false)}
          onUnavailable={() => {
            setCapturing(false);
            setUnavailable(true);
          }}
        />
      ) : (
        <div className="finaid-scan-choose">
          <FileInput
            text={props.file ? props.file.name : t('finaid.scan.choose')}
            hasSelection={Boolean(props.file)}
            buttonText={t('finaid.scan.browse')}
            disabled={props.uploading}
            inputProps={{ id: 'finaid-scan-file', accept: SCAN_TYPES.join(',') }}
            onInputChange={(e) => {
              const chosen = e.currentTarget.files?.[0];
              if (chosen) props.onFile(chosen);
            }}
          />
          {capture ? (
            <Button
              icon={props.source === 'camera' ? 'camera' : 'desktop'}
              text={t(props.source === 'camera' ? 'finaid.scan.useCamera' : 'finaid.scan.useScreen')}
              disabled={props.uploading}
              onClick={() => setCapturing(true)}
            />
          ) : null}
        </div>
      )}
      {props.uploading ? <p className="muted">{t('finaid.scan.checking')}</p> : null}
      {props.scan ? <ScanChecks checks={props.scan.checks} /> : null}
    </FormField>
  );
}
