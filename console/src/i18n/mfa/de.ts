import type { mfaEn } from './en';

export const mfaDe: Record<keyof typeof mfaEn, string> = {
  'mfa.stepTitle': 'Anmeldung in zwei Schritten',
  'mfa.stepSubtitle': 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
  'mfa.code': 'Code',
  'mfa.verify': 'Prüfen',
  'mfa.usePasskey': 'Passkey oder Sicherheitsschlüssel verwenden',
  'mfa.useRecovery': 'Wiederherstellungscode verwenden',
  'mfa.useApp': 'Authenticator-App verwenden',
  'mfa.recoveryCode': 'Wiederherstellungscode',
  'mfa.recoverySubtitle':
    'Geben Sie einen Ihrer gespeicherten Wiederherstellungscodes ein. Jeder Code gilt einmal.',
  'mfa.passkeySubtitle': 'Bestätigen Sie mit dem registrierten Passkey oder Sicherheitsschlüssel.',
  'mfa.backToSignIn': 'Zurück zur Anmeldung',
  'mfa.passkeyCancelled': 'Die Passkey-Anfrage wurde abgebrochen oder nicht erlaubt.',
  'mfa.passkeyUnsupported':
    'Dieser Browser unterstützt keine Passkeys. Verwenden Sie Ihre Authenticator-App.',
  'mfa.codeRequired': 'Geben Sie den Code ein.',
  'mfa.codeFormat': 'Geben Sie die 6 Ziffern aus Ihrer App ein.',
  'mfa.enrolTitle': 'Anmeldung in zwei Schritten einrichten',
  'mfa.enrolSubtitle':
    'Ihre Organisation verlangt bei der Anmeldung einen zweiten Schritt. Wählen Sie, wie Sie sich bestätigen.',
  'mfa.methodApp': 'Authenticator-App',
  'mfa.methodAppHint':
    'Ein 6-stelliger Code aus einer App wie Microsoft Authenticator, Google Authenticator oder 1Password.',
  'mfa.methodPasskey': 'Passkey oder Sicherheitsschlüssel',
  'mfa.methodPasskeyHint':
    'Fingerabdruck, Gesicht oder PIN Ihres Geräts oder ein USB- oder NFC-Sicherheitsschlüssel.',
  'mfa.scanQr':
    'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App und geben Sie den angezeigten Code ein.',
  'mfa.qrAlt': 'QR-Code für Ihre Authenticator-App',
  'mfa.manualKey': 'Oder geben Sie diesen Schlüssel in der App ein',
  'mfa.label': 'Name (optional)',
  'mfa.labelPlaceholder': 'z. B. Diensthandy',
  'mfa.confirm': 'Bestätigen',
  'mfa.registerPasskey': 'Passkey registrieren',
  'mfa.recoveryTitle': 'Wiederherstellungscodes speichern',
  'mfa.recoveryWarning':
    'Wenn Sie Telefon oder Schlüssel verlieren, erlaubt jeder dieser Codes eine Anmeldung. Sie werden nicht erneut angezeigt: Drucken Sie sie aus oder bewahren Sie sie in einem Passwort-Manager auf.',
  'mfa.recoveryCodesLabel': 'Wiederherstellungscodes',
  'mfa.copyCodes': 'Codes kopieren',
  'mfa.continue': 'Gespeichert, weiter',
  'mfa.cardTitle': 'Anmeldung in zwei Schritten',
  'mfa.cardRequired':
    'Ihre Organisation verlangt die Anmeldung in zwei Schritten: Behalten Sie mindestens eine Methode.',
  'mfa.cardOffered':
    'Fügen Sie einen zweiten Schritt hinzu, um Ihr Konto über das Passwort hinaus zu schützen.',
  'mfa.noFactors': 'Noch kein zweiter Schritt eingerichtet.',
  'mfa.kind.totp': 'Authenticator-App',
  'mfa.kind.passkey': 'Passkey oder Sicherheitsschlüssel',
  'mfa.added': 'Hinzugefügt am {date}',
  'mfa.lastUsed': 'zuletzt verwendet am {date}',
  'mfa.reauthTitle': 'Bestätigen Sie, dass Sie es sind',
  'mfa.reauthIntro':
    'Um Ihre Anmeldemethoden zu ändern, bestätigen Sie es erneut: Geben Sie Ihr Passwort oder einen Code aus Ihrer Authenticator-App ein.',
  'mfa.reauthField': 'Passwort oder Authenticator-Code',
  'mfa.reauthRequired': 'Geben Sie Ihr Passwort oder einen Code aus Ihrer Authenticator-App ein.',
  'mfa.removeTitle': 'Anmeldefaktor entfernen',
  'mfa.remove': 'Entfernen',
  'mfa.removeConfirm': '„{name}“ entfernen? Sie können sich dann nicht mehr damit anmelden.',
  'mfa.removedToast': 'Die Anmeldemethode wurde entfernt.',
  'mfa.addApp': 'Authenticator-App hinzufügen',
  'mfa.addPasskey': 'Passkey hinzufügen',
  'mfa.addedToast': 'Die Anmeldemethode wurde hinzugefügt.',
  'mfa.codesLeft': 'Verbleibende Wiederherstellungscodes: {count}',
  'mfa.regenerate': 'Neue Wiederherstellungscodes',
  'mfa.regenerateConfirm':
    'Zehn neue Wiederherstellungscodes erstellen? Die bisherigen gelten sofort nicht mehr.',
  'mfa.policy.required': 'Verpflichtend',
  'mfa.policy.offered': 'Angeboten',
  'security.mfa.tab': 'Mehrfaktor',
  'security.mfa.policy': 'Regel',
  'security.mfa.policyRequired': 'Alle Mitarbeitenden bestätigen jede Anmeldung mit einem zweiten Schritt.',
  'security.mfa.policyOffered':
    'Wer einen zweiten Schritt eingerichtet hat, verwendet ihn; die anderen melden sich nur mit dem Passwort an.',
  'security.mfa.policyNote': 'Der Plattform-Administrator legt diese Regel für Ihre Organisation fest.',
  'security.mfa.name': 'Name',
  'security.mfa.email': 'E-Mail',
  'security.mfa.factors': 'Zweiter Schritt',
  'security.mfa.none': 'Nicht eingerichtet',
  'security.mfa.resetTitle': 'Anmeldefaktoren zurücksetzen',
  'security.mfa.reset': 'Zurücksetzen',
  'security.mfa.resetConfirm':
    'Anmeldung in zwei Schritten von {name} zurücksetzen? Apps, Passkeys und Wiederherstellungscodes gelten nicht mehr; bei der nächsten Anmeldung wird eine neue Methode eingerichtet.',
  'security.mfa.resetToast': 'Die Anmeldung in zwei Schritten von {name} wurde zurückgesetzt.',
  'companies.mfa': 'Mehrfaktor',
  'companies.mfaTitle': 'Mehrfaktor-Anmeldung: {name}',
  'companies.mfaHelp':
    'Verpflichtend: Alle Mitarbeitenden müssen einen zweiten Schritt einrichten und verwenden. Angeboten: Jede Person entscheidet selbst.',
  'companies.mfaSaved': 'Die Mehrfaktor-Regel von {name} wurde gespeichert.',
};
