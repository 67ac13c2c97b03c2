import { defineMessages } from './define-messages';

/** Financial-aid identity verification: selections, cases and their results (docs/financial-aid.md). */
export const financialAidMessages = defineMessages(
  {
    'finaid.required': '{field} is required',
    'finaid.tooLong': '{field} is longer than {max} characters',
    'finaid.dateOfBirth': 'Date of birth must be a real past date (YYYY-MM-DD or MM/DD/YYYY)',
    'finaid.awardYear': 'Award year must be two consecutive years, such as 2025-26',
    'finaid.trackingGroup': 'Tracking group must be one of: {values}',
    'finaid.email': 'E-mail address is not valid',
    'finaid.phone': 'Phone number is not valid',
    'finaid.contactRequired': 'An e-mail address or a phone number is required to reach the student',
    'finaid.ssn': 'SSN must have 9 digits',
    'finaid.language': 'Language must be one of: {values}',
    'finaid.deadline': 'Deadline must be a date (YYYY-MM-DD)',
    'finaid.tooMany': 'Send at most {max} selections at once',
    'finaid.emptyFile': 'The file has no header row',
    'finaid.missingColumns': 'The file lacks the columns: {columns}',
    'finaid.cellCount': 'This row has {found} cells where the header has {expected}',
    'finaid.sendSelections': 'Send {"selections": [ … ]} with at least one selection',
    'finaid.notObject': 'A selection must be an object of the file’s columns',
    'finaid.notText': '{field} must be text',
    'finaid.imported': '{created} cases created, {duplicate} already on file, {rejected} rows rejected',
    'finaid.alreadyDecided': 'This case already has a result; reopen it to change it',
    'finaid.notDecided': 'This case has no result to set aside',
    'finaid.overrideOnly': 'Only staff with the financial-aid override permission may reopen a result',
    'finaid.methodOneOf': 'Method must be one of: {values}',
    'finaid.documentTypeOneOf': 'Document type must be one of: {values}',
    'finaid.dateFormat': '{field} must be a date (YYYY-MM-DD)',
    'finaid.reviewerRequired': 'The name of the person who reviewed the ID is required',
    'finaid.reasonRequired': 'A reason is required',
    'finaid.inFuture': 'The date cannot be in the future',
    'finaid.documentExpired': 'The ID had expired when it was presented: an unexpired ID is required',
    'finaid.scanRequired': 'A video call needs the scanned copy of the ID presented',
    'finaid.scanUnknown': 'This scan is not on file for this case',
    'finaid.thirdPartyNote': 'Say who verified the identity and what documentation you keep',
    'finaid.remoteByIdv': 'A remote verification is recorded by the completed IDV, not by hand',
    'finaid.portalTooMany':
      'The Partner Portal takes at most {max} students per file: export by smaller groups',
    'finaid.scanFile': 'Choose the scanned ID (PNG, JPEG or WebP) in the field file',
    'finaid.scanStored': 'Scan stored; the document checks ran on it',
    'finaid.noContact': 'This student has no e-mail address or phone number on file',
    'finaid.reminded': 'Reminder sent to the student',
    'finaid.reminderScheduleSaved': 'Reminder schedule saved',
    'finaid.reminderDays':
      'Up to {count} whole numbers of days before the deadline, each from {min} to {max}',
    'finaid.reminder.subject': 'Verify your identity for federal student aid',
    'finaid.reminder.body':
      'Your school needs to verify your identity for your {year} federal student aid (FAFSA). Please contact the financial aid office to show a valid photo ID in person or on a video call.',
    'finaid.reminder.byDeadline':
      'Your school needs to verify your identity for your {year} federal student aid (FAFSA) by {deadline}. Please contact the financial aid office to show a valid photo ID in person or on a video call.',
    'finaid.reminder.overdue':
      'Your school needed to verify your identity for your {year} federal student aid (FAFSA) by {deadline}, and that date has passed. Please contact the financial aid office as soon as possible to show a valid photo ID in person or on a video call.',
    'finaid.unreadableCsv': 'The file cannot be read as CSV (near line {line}): check its quotes',
    'finaid.saved': 'Case updated',
    'finaid.remoteLinkSent': 'Remote ID link sent to the student; the case is in progress',
    'finaid.remoteIdvLinked':
      'The applicant’s Financial Aid IDV was already submitted, so no new link was sent; the case follows that IDV',
    'finaid.applicantIdvPassed':
      'This applicant’s Financial Aid IDV has already passed, so no new one can be sent: look at it from the applicant’s page and record the case’s result by another method',
    'error.notFound.finaidCase': 'Financial-aid case not found',
  },
  {
    fr: {
      'finaid.required': '{field} est obligatoire',
      'finaid.tooLong': '{field} dépasse {max} caractères',
      'finaid.dateOfBirth':
        'La date de naissance doit être une date passée réelle (AAAA-MM-JJ ou MM/JJ/AAAA)',
      'finaid.awardYear': 'L’année d’aide doit être deux années consécutives, par exemple 2025-26',
      'finaid.trackingGroup': 'Le groupe de suivi doit être l’un de : {values}',
      'finaid.email': 'L’adresse e-mail n’est pas valide',
      'finaid.phone': 'Le numéro de téléphone n’est pas valide',
      'finaid.contactRequired':
        'Une adresse e-mail ou un numéro de téléphone est requis pour joindre l’étudiant',
      'finaid.ssn': 'Le SSN doit comporter 9 chiffres',
      'finaid.language': 'La langue doit être l’une de : {values}',
      'finaid.deadline': 'L’échéance doit être une date (AAAA-MM-JJ)',
      'finaid.tooMany': 'Envoyez au plus {max} sélections à la fois',
      'finaid.emptyFile': 'Le fichier n’a pas de ligne d’en-tête',
      'finaid.missingColumns': 'Il manque au fichier les colonnes : {columns}',
      'finaid.cellCount': 'Cette ligne a {found} cellules alors que l’en-tête en a {expected}',
      'finaid.sendSelections': 'Envoyez {"selections": [ … ]} avec au moins une sélection',
      'finaid.notObject': 'Une sélection doit être un objet avec les colonnes du fichier',
      'finaid.notText': '{field} doit être du texte',
      'finaid.imported': '{created} dossiers créés, {duplicate} déjà enregistrés, {rejected} lignes refusées',
      'finaid.alreadyDecided': 'Ce dossier a déjà un résultat ; rouvrez-le pour le modifier',
      'finaid.notDecided': 'Ce dossier n’a pas de résultat à annuler',
      'finaid.overrideOnly':
        'Seul le personnel ayant la permission de dérogation aide financière peut rouvrir un résultat',
      'finaid.methodOneOf': 'La méthode doit être l’une de : {values}',
      'finaid.documentTypeOneOf': 'Le type de document doit être l’un de : {values}',
      'finaid.dateFormat': '{field} doit être une date (AAAA-MM-JJ)',
      'finaid.reviewerRequired': 'Le nom de la personne qui a examiné la pièce d’identité est obligatoire',
      'finaid.reasonRequired': 'Un motif est obligatoire',
      'finaid.inFuture': 'La date ne peut pas être dans le futur',
      'finaid.documentExpired':
        'La pièce d’identité était expirée lors de sa présentation : une pièce valide est requise',
      'finaid.scanRequired': 'Un appel vidéo exige la copie numérisée de la pièce présentée',
      'finaid.scanUnknown': 'Cette numérisation n’est pas enregistrée pour ce dossier',
      'finaid.thirdPartyNote': 'Indiquez qui a vérifié l’identité et quels justificatifs vous conservez',
      'finaid.remoteByIdv': 'Une vérification à distance est enregistrée par l’IDV terminée, pas à la main',
      'finaid.portalTooMany':
        'Le Partner Portal accepte au plus {max} étudiants par fichier : exportez par groupes plus petits',
      'finaid.scanFile': 'Choisissez la pièce numérisée (PNG, JPEG ou WebP) dans le champ file',
      'finaid.scanStored': 'Numérisation enregistrée ; les contrôles du document ont été effectués',
      'finaid.noContact': 'Cet étudiant n’a ni adresse e-mail ni numéro de téléphone enregistré',
      'finaid.reminded': 'Rappel envoyé à l’étudiant',
      'finaid.reminderScheduleSaved': 'Calendrier des rappels enregistré',
      'finaid.reminderDays':
        'Au plus {count} nombres entiers de jours avant l’échéance, chacun de {min} à {max}',
      'finaid.reminder.subject': 'Vérifiez votre identité pour l’aide fédérale aux études',
      'finaid.reminder.body':
        'Votre établissement doit vérifier votre identité pour votre aide fédérale {year} (FAFSA). Contactez le bureau d’aide financière pour présenter une pièce d’identité valide avec photo, en personne ou par appel vidéo.',
      'finaid.reminder.byDeadline':
        'Votre établissement doit vérifier votre identité pour votre aide fédérale {year} (FAFSA) avant le {deadline}. Contactez le bureau d’aide financière pour présenter une pièce d’identité valide avec photo, en personne ou par appel vidéo.',
      'finaid.reminder.overdue':
        'Votre établissement devait vérifier votre identité pour votre aide fédérale {year} (FAFSA) avant le {deadline}, et cette date est passée. Contactez au plus vite le bureau d’aide financière pour présenter une pièce d’identité valide avec photo, en personne ou par appel vidéo.',
      'finaid.unreadableCsv':
        'Le fichier ne peut pas être lu comme un CSV (vers la ligne {line}) : vérifiez ses guillemets',
      'finaid.saved': 'Dossier mis à jour',
      'finaid.remoteLinkSent':
        'Lien d’identification à distance envoyé à l’étudiant ; le dossier est en cours',
      'finaid.remoteIdvLinked':
        'L’IDV Aide financière du candidat a déjà été soumise, aucun nouveau lien n’a donc été envoyé ; le dossier suit cette IDV',
      'finaid.applicantIdvPassed':
        'L’IDV Aide financière de ce candidat a déjà réussi, aucune nouvelle ne peut être envoyée : consultez-la depuis la page du candidat et enregistrez le résultat du dossier par une autre méthode',
      'error.notFound.finaidCase': 'Dossier d’aide financière introuvable',
    },
    de: {
      'finaid.required': '{field} ist erforderlich',
      'finaid.tooLong': '{field} ist länger als {max} Zeichen',
      'finaid.dateOfBirth':
        'Das Geburtsdatum muss ein echtes vergangenes Datum sein (JJJJ-MM-TT oder MM/TT/JJJJ)',
      'finaid.awardYear': 'Das Förderjahr muss aus zwei aufeinanderfolgenden Jahren bestehen, etwa 2025-26',
      'finaid.trackingGroup': 'Die Prüfgruppe muss eine der folgenden sein: {values}',
      'finaid.email': 'Die E-Mail-Adresse ist ungültig',
      'finaid.phone': 'Die Telefonnummer ist ungültig',
      'finaid.contactRequired':
        'Eine E-Mail-Adresse oder Telefonnummer ist nötig, um die Person zu erreichen',
      'finaid.ssn': 'Die SSN muss 9 Ziffern haben',
      'finaid.language': 'Die Sprache muss eine der folgenden sein: {values}',
      'finaid.deadline': 'Die Frist muss ein Datum sein (JJJJ-MM-TT)',
      'finaid.tooMany': 'Senden Sie höchstens {max} Auswahlen auf einmal',
      'finaid.emptyFile': 'Die Datei hat keine Kopfzeile',
      'finaid.missingColumns': 'Der Datei fehlen die Spalten: {columns}',
      'finaid.cellCount': 'Diese Zeile hat {found} Zellen, die Kopfzeile {expected}',
      'finaid.sendSelections': 'Senden Sie {"selections": [ … ]} mit mindestens einer Auswahl',
      'finaid.notObject': 'Eine Auswahl muss ein Objekt mit den Spalten der Datei sein',
      'finaid.notText': '{field} muss Text sein',
      'finaid.imported': '{created} Fälle angelegt, {duplicate} schon vorhanden, {rejected} Zeilen abgelehnt',
      'finaid.alreadyDecided': 'Dieser Fall hat bereits ein Ergebnis; öffnen Sie ihn erneut, um es zu ändern',
      'finaid.notDecided': 'Dieser Fall hat kein Ergebnis, das aufgehoben werden könnte',
      'finaid.overrideOnly':
        'Nur Personal mit der Übersteuerungsberechtigung für Studienfinanzierung darf ein Ergebnis aufheben',
      'finaid.methodOneOf': 'Die Methode muss eine der folgenden sein: {values}',
      'finaid.documentTypeOneOf': 'Der Dokumenttyp muss einer der folgenden sein: {values}',
      'finaid.dateFormat': '{field} muss ein Datum sein (JJJJ-MM-TT)',
      'finaid.reviewerRequired': 'Der Name der Person, die den Ausweis geprüft hat, ist erforderlich',
      'finaid.reasonRequired': 'Ein Grund ist erforderlich',
      'finaid.inFuture': 'Das Datum darf nicht in der Zukunft liegen',
      'finaid.documentExpired': 'Der Ausweis war bei der Vorlage abgelaufen: ein gültiger Ausweis ist nötig',
      'finaid.scanRequired': 'Ein Videoanruf braucht die Scan-Kopie des vorgelegten Ausweises',
      'finaid.scanUnknown': 'Dieser Scan gehört nicht zu diesem Fall',
      'finaid.thirdPartyNote':
        'Geben Sie an, wer die Identität geprüft hat und welche Nachweise Sie aufbewahren',
      'finaid.remoteByIdv': 'Eine Fernprüfung wird durch die abgeschlossene IDV erfasst, nicht von Hand',
      'finaid.portalTooMany':
        'Das Partner Portal nimmt höchstens {max} Studierende pro Datei: exportieren Sie in kleineren Gruppen',
      'finaid.scanFile': 'Wählen Sie den gescannten Ausweis (PNG, JPEG oder WebP) im Feld file',
      'finaid.scanStored': 'Scan gespeichert; die Dokumentprüfungen wurden ausgeführt',
      'finaid.noContact': 'Für diese Person ist weder E-Mail-Adresse noch Telefonnummer hinterlegt',
      'finaid.reminded': 'Erinnerung an die Person gesendet',
      'finaid.reminderScheduleSaved': 'Erinnerungsplan gespeichert',
      'finaid.reminderDays':
        'Höchstens {count} ganze Zahlen von Tagen vor der Frist, jeweils von {min} bis {max}',
      'finaid.reminder.subject': 'Bestätigen Sie Ihre Identität für die staatliche Studienförderung',
      'finaid.reminder.body':
        'Ihre Hochschule muss Ihre Identität für Ihre Studienförderung {year} (FAFSA) prüfen. Bitte wenden Sie sich an das Büro für Studienfinanzierung, um einen gültigen Lichtbildausweis persönlich oder per Videoanruf vorzuzeigen.',
      'finaid.reminder.byDeadline':
        'Ihre Hochschule muss Ihre Identität für Ihre Studienförderung {year} (FAFSA) bis {deadline} prüfen. Bitte wenden Sie sich an das Büro für Studienfinanzierung, um einen gültigen Lichtbildausweis persönlich oder per Videoanruf vorzuzeigen.',
      'finaid.reminder.overdue':
        'Ihre Hochschule musste Ihre Identität für Ihre Studienförderung {year} (FAFSA) bis {deadline} prüfen, und dieses Datum ist verstrichen. Bitte wenden Sie sich so bald wie möglich an das Büro für Studienfinanzierung, um einen gültigen Lichtbildausweis persönlich oder per Videoanruf vorzuzeigen.',
      'finaid.unreadableCsv':
        'Die Datei lässt sich nicht als CSV lesen (um Zeile {line}): prüfen Sie die Anführungszeichen',
      'finaid.saved': 'Fall aktualisiert',
      'finaid.remoteLinkSent':
        'Link zur Fernidentifizierung an die Studierenden gesendet; der Fall ist in Bearbeitung',
      'finaid.remoteIdvLinked':
        'Die IDV Studienfinanzierung dieser Person wurde bereits eingereicht, daher wurde kein neuer Link gesendet; der Fall folgt dieser IDV',
      'finaid.applicantIdvPassed':
        'Die IDV Studienfinanzierung dieser Person ist bereits bestanden, eine neue kann nicht gesendet werden: Sehen Sie sie auf der Seite der Person an und erfassen Sie das Ergebnis des Falls mit einer anderen Methode',
      'error.notFound.finaidCase': 'Fall der Studienfinanzierung nicht gefunden',
    },
    nl: {
      'finaid.required': '{field} is verplicht',
      'finaid.tooLong': '{field} is langer dan {max} tekens',
      'finaid.dateOfBirth':
        'De geboortedatum moet een echte datum in het verleden zijn (JJJJ-MM-DD of MM/DD/JJJJ)',
      'finaid.awardYear': 'Het steunjaar moet uit twee opeenvolgende jaren bestaan, zoals 2025-26',
      'finaid.trackingGroup': 'De controlegroep moet een van deze zijn: {values}',
      'finaid.email': 'Het e-mailadres is ongeldig',
      'finaid.phone': 'Het telefoonnummer is ongeldig',
      'finaid.contactRequired': 'Een e-mailadres of telefoonnummer is nodig om de student te bereiken',
      'finaid.ssn': 'Het SSN moet 9 cijfers hebben',
      'finaid.language': 'De taal moet een van deze zijn: {values}',
      'finaid.deadline': 'De termijn moet een datum zijn (JJJJ-MM-DD)',
      'finaid.tooMany': 'Stuur hoogstens {max} selecties tegelijk',
      'finaid.emptyFile': 'Het bestand heeft geen kopregel',
      'finaid.missingColumns': 'Het bestand mist de kolommen: {columns}',
      'finaid.cellCount': 'Deze regel heeft {found} cellen, de kopregel {expected}',
      'finaid.sendSelections': 'Stuur {"selections": [ … ]} met minstens één selectie',
      'finaid.notObject': 'Een selectie moet een object met de kolommen van het bestand zijn',
      'finaid.notText': '{field} moet tekst zijn',
      'finaid.imported': '{created} dossiers aangemaakt, {duplicate} al bekend, {rejected} regels geweigerd',
      'finaid.alreadyDecided': 'Dit dossier heeft al een resultaat; heropen het om dat te wijzigen',
      'finaid.notDecided': 'Dit dossier heeft geen resultaat om terzijde te leggen',
      'finaid.overrideOnly':
        'Alleen medewerkers met de overschrijfbevoegdheid studiefinanciering mogen een resultaat heropenen',
      'finaid.methodOneOf': 'De methode moet een van deze zijn: {values}',
      'finaid.documentTypeOneOf': 'Het documenttype moet een van deze zijn: {values}',
      'finaid.dateFormat': '{field} moet een datum zijn (JJJJ-MM-DD)',
      'finaid.reviewerRequired': 'De naam van wie het identiteitsbewijs heeft gecontroleerd is verplicht',
      'finaid.reasonRequired': 'Een reden is verplicht',
      'finaid.inFuture': 'De datum mag niet in de toekomst liggen',
      'finaid.documentExpired':
        'Het identiteitsbewijs was verlopen toen het werd getoond: een geldig bewijs is nodig',
      'finaid.scanRequired': 'Een videogesprek vraagt de scan van het getoonde identiteitsbewijs',
      'finaid.scanUnknown': 'Deze scan hoort niet bij dit dossier',
      'finaid.thirdPartyNote': 'Vermeld wie de identiteit heeft gecontroleerd en welke stukken u bewaart',
      'finaid.remoteByIdv':
        'Een controle op afstand wordt vastgelegd door de voltooide IDV, niet met de hand',
      'finaid.portalTooMany':
        'Het Partner Portal neemt hoogstens {max} studenten per bestand: exporteer in kleinere groepen',
      'finaid.scanFile': 'Kies het gescande identiteitsbewijs (PNG, JPEG of WebP) in het veld file',
      'finaid.scanStored': 'Scan bewaard; de documentcontroles zijn uitgevoerd',
      'finaid.noContact': 'Van deze student is geen e-mailadres of telefoonnummer bekend',
      'finaid.reminded': 'Herinnering naar de student verstuurd',
      'finaid.reminderScheduleSaved': 'Herinneringsschema opgeslagen',
      'finaid.reminderDays':
        'Hoogstens {count} hele aantallen dagen vóór de termijn, elk van {min} tot {max}',
      'finaid.reminder.subject': 'Bevestig uw identiteit voor federale studiefinanciering',
      'finaid.reminder.body':
        'Uw instelling moet uw identiteit controleren voor uw federale studiefinanciering {year} (FAFSA). Neem contact op met het bureau studiefinanciering om een geldig identiteitsbewijs met foto te tonen, persoonlijk of in een videogesprek.',
      'finaid.reminder.byDeadline':
        'Uw instelling moet uw identiteit controleren voor uw federale studiefinanciering {year} (FAFSA) vóór {deadline}. Neem contact op met het bureau studiefinanciering om een geldig identiteitsbewijs met foto te tonen, persoonlijk of in een videogesprek.',
      'finaid.reminder.overdue':
        'Uw instelling moest uw identiteit controleren voor uw federale studiefinanciering {year} (FAFSA) vóór {deadline}, en die datum is verstreken. Neem zo snel mogelijk contact op met het bureau studiefinanciering om een geldig identiteitsbewijs met foto te tonen, persoonlijk of in een videogesprek.',
      'finaid.unreadableCsv':
        'Het bestand is niet als CSV te lezen (rond regel {line}): controleer de aanhalingstekens',
      'finaid.saved': 'Dossier bijgewerkt',
      'finaid.remoteLinkSent':
        'Link voor identificatie op afstand naar de student gestuurd; het dossier is in behandeling',
      'finaid.remoteIdvLinked':
        'De IDV Studiefinanciering van deze aanvrager is al ingediend, dus er is geen nieuwe link verstuurd; het dossier volgt die IDV',
      'finaid.applicantIdvPassed':
        'De IDV Studiefinanciering van deze aanvrager is al geslaagd, er kan geen nieuwe worden verstuurd: bekijk haar op de pagina van de aanvrager en leg het resultaat van het dossier vast met een andere methode',
      'error.notFound.finaidCase': 'Dossier studiefinanciering niet gevonden',
    },
  },
);
