import { defineMessages } from './define-messages';

/**
 * The in-house face checks (idv/face): what the applicant is told to fix in a selfie
 * (`faceIssue.*`, also the reasons the calibration CLI prints) and the notes the selfie checks write
 * into their evidence (`idvNote.face*`, rendered by idv-text.ts like the document checks' notes).
 */
export const faceMessages = defineMessages(
  {
    'faceIssue.noFace':
      'No face was found in the selfie. Face the camera, with your whole face in the frame, and retake it.',
    'faceIssue.multipleFaces':
      'More than one face is in the selfie. Make sure only you are in the picture and retake it.',
    'faceIssue.tooSmall': 'Your face is too small in the selfie. Hold the camera closer and retake it.',
    'faceIssue.notFrontal': 'Your face is turned away. Look straight at the camera and retake the selfie.',
    'faceIssue.tooDark': 'The selfie is too dark. Move to a brighter place and retake it.',
    'faceIssue.tooBright': 'The selfie is too bright. Avoid direct light on your face and retake it.',
    'faceIssue.blurry': 'The selfie is blurred. Hold the camera still and retake it.',
    'faceIssue.noPortrait': 'No portrait was found on the front of the ID.',
    'idvNote.faceMatch': 'similarity {score} at or above the threshold {threshold}: same person',
    'idvNote.faceNoMatch': 'similarity {score} below the threshold {threshold}: not the same person',
    'idvNote.faceMatchAge':
      'similarity {score} at or above the threshold {threshold}: same person; estimated age {estimated}, {documentAge} by the date of birth on the document: {difference} years apart (more than {limit})',
    'idvNote.faceNoMatchAge':
      'similarity {score} below the threshold {threshold}: not the same person; estimated age {estimated}, {documentAge} by the date of birth on the document: {difference} years apart (more than {limit})',
    'idvNote.faceReview':
      'similarity {score} between the thresholds {fail} and {pass}: a person decides (needs review)',
    'idvNote.faceReviewAge':
      'similarity {score} between the thresholds {fail} and {pass}: a person decides (needs review); estimated age {estimated}, {documentAge} by the date of birth on the document: {difference} years apart (more than {limit})',
    'idvNote.faceReviewedMatch':
      'similarity {score} between the thresholds {fail} and {pass}: {name} decided after review: same person. Reason: {reason}',
    'idvNote.faceReviewedNoMatch':
      'similarity {score} between the thresholds {fail} and {pass}: {name} decided after review: not the same person. Reason: {reason}',
    'faceReport.similarityBand':
      'Similarity {score} against the thresholds {fail} (no match below) and {pass} (match from): {verdict}',
    'faceReport.review': 'needs review by a person',
    'faceReport.reviewed': 'Decided after review by {name} on {at}: {verdict}. Reason: {reason}',
    'faceReview.notInReview': 'The selfie match of this IDV is not awaiting a review',
    'faceReview.saved': 'Selfie match decided',
    'idvNote.faceNoPortrait': 'no face found on the ID front: no printed portrait to compare with',
    'idvNote.faceSelfieUnusable': 'selfie not usable: {issue}',
    'idvNote.faceLive':
      'anti-spoof {antispoof} (threshold {antispoofThreshold}), liveness {liveness} (threshold {livenessThreshold})',
    'faceReport.title': 'Face match',
    'faceReport.selfie': 'Selfie',
    'faceReport.portrait': 'Portrait on the ID front',
    'faceReport.noPortrait': 'No face found on the ID front',
    'faceReport.noSelfie': 'No usable face in the selfie',
    'faceReport.similarity': 'Similarity {score} against the threshold {threshold}: {verdict}',
    'faceReport.same': 'same person',
    'faceReport.different': 'not the same person',
    'faceReport.liveness':
      'Anti-spoof {antispoof} (threshold {antispoofThreshold}), liveness {liveness} (threshold {livenessThreshold}): {verdict}',
    'faceReport.age':
      'Estimated age {estimated}, {documentAge} by the date of birth on the document: gap {difference} (finding above {limit})',
    'faceReport.model': 'Models {model}, {version}',
  },
  {
    fr: {
      'faceIssue.noFace':
        'Aucun visage n’a été trouvé sur le selfie. Placez-vous face à l’appareil, le visage entier dans le cadre, et reprenez-le.',
      'faceIssue.multipleFaces':
        'Il y a plus d’un visage sur le selfie. Assurez-vous d’être seul sur la photo et reprenez-la.',
      'faceIssue.tooSmall':
        'Votre visage est trop petit sur le selfie. Rapprochez l’appareil et reprenez-le.',
      'faceIssue.notFrontal':
        'Votre visage est tourné. Regardez l’appareil bien en face et reprenez le selfie.',
      'faceIssue.tooDark': 'Le selfie est trop sombre. Allez dans un endroit plus éclairé et reprenez-le.',
      'faceIssue.tooBright':
        'Le selfie est trop clair. Évitez la lumière directe sur le visage et reprenez-le.',
      'faceIssue.blurry': 'Le selfie est flou. Tenez l’appareil immobile et reprenez-le.',
      'faceIssue.noPortrait': 'Aucun portrait n’a été trouvé au recto de la pièce d’identité.',
      'idvNote.faceMatch': 'similarité {score} au moins égale au seuil {threshold} : même personne',
      'idvNote.faceNoMatch': 'similarité {score} inférieure au seuil {threshold} : pas la même personne',
      'idvNote.faceMatchAge':
        'similarité {score} au moins égale au seuil {threshold} : même personne ; âge estimé {estimated}, {documentAge} selon la date de naissance du document : {difference} ans d’écart (plus de {limit})',
      'idvNote.faceNoMatchAge':
        'similarité {score} inférieure au seuil {threshold} : pas la même personne ; âge estimé {estimated}, {documentAge} selon la date de naissance du document : {difference} ans d’écart (plus de {limit})',
      'idvNote.faceReview':
        'similarité {score} entre les seuils {fail} et {pass} : une personne décide (à examiner)',
      'idvNote.faceReviewAge':
        'similarité {score} entre les seuils {fail} et {pass} : une personne décide (à examiner) ; âge estimé {estimated}, {documentAge} selon la date de naissance du document : {difference} ans d’écart (plus de {limit})',
      'idvNote.faceReviewedMatch':
        'similarité {score} entre les seuils {fail} et {pass} : {name} a décidé après examen : même personne. Motif : {reason}',
      'idvNote.faceReviewedNoMatch':
        'similarité {score} entre les seuils {fail} et {pass} : {name} a décidé après examen : pas la même personne. Motif : {reason}',
      'faceReport.similarityBand':
        'Similarité {score} pour les seuils {fail} (pas de correspondance en dessous) et {pass} (correspondance à partir de) : {verdict}',
      'faceReport.review': 'à examiner par une personne',
      'faceReport.reviewed': 'Décidé après examen par {name} le {at} : {verdict}. Motif : {reason}',
      'faceReview.notInReview': 'La comparaison du selfie de cette vérification n’attend pas d’examen',
      'faceReview.saved': 'Comparaison du selfie décidée',
      'idvNote.faceNoPortrait': 'aucun visage au recto de la pièce : pas de portrait imprimé à comparer',
      'idvNote.faceSelfieUnusable': 'selfie inutilisable : {issue}',
      'idvNote.faceLive':
        'anti-fraude {antispoof} (seuil {antispoofThreshold}), vivacité {liveness} (seuil {livenessThreshold})',
      'faceReport.title': 'Comparaison des visages',
      'faceReport.selfie': 'Selfie',
      'faceReport.portrait': 'Portrait au recto de la pièce',
      'faceReport.noPortrait': 'Aucun visage trouvé au recto de la pièce',
      'faceReport.noSelfie': 'Aucun visage utilisable sur le selfie',
      'faceReport.similarity': 'Similarité {score} pour un seuil de {threshold} : {verdict}',
      'faceReport.same': 'même personne',
      'faceReport.different': 'pas la même personne',
      'faceReport.liveness':
        'Anti-fraude {antispoof} (seuil {antispoofThreshold}), vivacité {liveness} (seuil {livenessThreshold}) : {verdict}',
      'faceReport.age':
        'Âge estimé {estimated}, {documentAge} selon la date de naissance du document : écart {difference} (signalé au-delà de {limit})',
      'faceReport.model': 'Modèles {model}, {version}',
    },
    de: {
      'faceIssue.noFace':
        'Im Selfie wurde kein Gesicht gefunden. Schauen Sie in die Kamera, mit dem ganzen Gesicht im Bild, und nehmen Sie es erneut auf.',
      'faceIssue.multipleFaces':
        'Im Selfie ist mehr als ein Gesicht. Achten Sie darauf, dass nur Sie im Bild sind, und nehmen Sie es erneut auf.',
      'faceIssue.tooSmall':
        'Ihr Gesicht ist im Selfie zu klein. Halten Sie die Kamera näher und nehmen Sie es erneut auf.',
      'faceIssue.notFrontal':
        'Ihr Gesicht ist abgewandt. Schauen Sie direkt in die Kamera und nehmen Sie das Selfie erneut auf.',
      'faceIssue.tooDark':
        'Das Selfie ist zu dunkel. Gehen Sie an einen helleren Ort und nehmen Sie es erneut auf.',
      'faceIssue.tooBright':
        'Das Selfie ist zu hell. Vermeiden Sie direktes Licht auf dem Gesicht und nehmen Sie es erneut auf.',
      'faceIssue.blurry':
        'Das Selfie ist unscharf. Halten Sie die Kamera ruhig und nehmen Sie es erneut auf.',
      'faceIssue.noPortrait': 'Auf der Vorderseite des Ausweises wurde kein Porträt gefunden.',
      'idvNote.faceMatch': 'Ähnlichkeit {score} erreicht den Schwellenwert {threshold}: dieselbe Person',
      'idvNote.faceNoMatch': 'Ähnlichkeit {score} unter dem Schwellenwert {threshold}: nicht dieselbe Person',
      'idvNote.faceMatchAge':
        'Ähnlichkeit {score} erreicht den Schwellenwert {threshold}: dieselbe Person; geschätztes Alter {estimated}, laut Geburtsdatum im Dokument {documentAge}: {difference} Jahre Unterschied (mehr als {limit})',
      'idvNote.faceNoMatchAge':
        'Ähnlichkeit {score} unter dem Schwellenwert {threshold}: nicht dieselbe Person; geschätztes Alter {estimated}, laut Geburtsdatum im Dokument {documentAge}: {difference} Jahre Unterschied (mehr als {limit})',
      'idvNote.faceReview':
        'Ähnlichkeit {score} zwischen den Schwellenwerten {fail} und {pass}: ein Mensch entscheidet (Prüfung nötig)',
      'idvNote.faceReviewAge':
        'Ähnlichkeit {score} zwischen den Schwellenwerten {fail} und {pass}: ein Mensch entscheidet (Prüfung nötig); geschätztes Alter {estimated}, {documentAge} laut Geburtsdatum im Dokument: {difference} Jahre Unterschied (mehr als {limit})',
      'idvNote.faceReviewedMatch':
        'Ähnlichkeit {score} zwischen den Schwellenwerten {fail} und {pass}: {name} hat nach Prüfung entschieden: dieselbe Person. Begründung: {reason}',
      'idvNote.faceReviewedNoMatch':
        'Ähnlichkeit {score} zwischen den Schwellenwerten {fail} und {pass}: {name} hat nach Prüfung entschieden: nicht dieselbe Person. Begründung: {reason}',
      'faceReport.similarityBand':
        'Ähnlichkeit {score} gegen die Schwellenwerte {fail} (darunter keine Übereinstimmung) und {pass} (ab hier Übereinstimmung): {verdict}',
      'faceReport.review': 'von einem Menschen zu prüfen',
      'faceReport.reviewed': 'Nach Prüfung entschieden von {name} am {at}: {verdict}. Begründung: {reason}',
      'faceReview.notInReview': 'Der Selfie-Abgleich dieser Prüfung wartet nicht auf eine Entscheidung',
      'faceReview.saved': 'Selfie-Abgleich entschieden',
      'idvNote.faceNoPortrait':
        'kein Gesicht auf der Ausweisvorderseite: kein gedrucktes Porträt zum Vergleich',
      'idvNote.faceSelfieUnusable': 'Selfie nicht verwendbar: {issue}',
      'idvNote.faceLive':
        'Anti-Spoofing {antispoof} (Schwellenwert {antispoofThreshold}), Lebendigkeit {liveness} (Schwellenwert {livenessThreshold})',
      'faceReport.title': 'Gesichtsabgleich',
      'faceReport.selfie': 'Selfie',
      'faceReport.portrait': 'Porträt auf der Ausweisvorderseite',
      'faceReport.noPortrait': 'Kein Gesicht auf der Ausweisvorderseite gefunden',
      'faceReport.noSelfie': 'Kein verwendbares Gesicht im Selfie',
      'faceReport.similarity': 'Ähnlichkeit {score} bei Schwellenwert {threshold}: {verdict}',
      'faceReport.same': 'dieselbe Person',
      'faceReport.different': 'nicht dieselbe Person',
      'faceReport.liveness':
        'Anti-Spoofing {antispoof} (Schwellenwert {antispoofThreshold}), Lebendigkeit {liveness} (Schwellenwert {livenessThreshold}): {verdict}',
      'faceReport.age':
        'Geschätztes Alter {estimated}, laut Geburtsdatum im Dokument {documentAge}: Abstand {difference} (Befund ab mehr als {limit})',
      'faceReport.model': 'Modelle {model}, {version}',
    },
    nl: {
      'faceIssue.noFace':
        'Er is geen gezicht gevonden op de selfie. Kijk naar de camera, met uw hele gezicht in beeld, en maak hem opnieuw.',
      'faceIssue.multipleFaces':
        'Er staat meer dan één gezicht op de selfie. Zorg dat alleen u in beeld bent en maak hem opnieuw.',
      'faceIssue.tooSmall':
        'Uw gezicht is te klein op de selfie. Houd de camera dichterbij en maak hem opnieuw.',
      'faceIssue.notFrontal': 'Uw gezicht is afgewend. Kijk recht in de camera en maak de selfie opnieuw.',
      'faceIssue.tooDark': 'De selfie is te donker. Ga naar een lichtere plek en maak hem opnieuw.',
      'faceIssue.tooBright': 'De selfie is te licht. Vermijd direct licht op uw gezicht en maak hem opnieuw.',
      'faceIssue.blurry': 'De selfie is onscherp. Houd de camera stil en maak hem opnieuw.',
      'faceIssue.noPortrait': 'Er is geen portret gevonden op de voorkant van het identiteitsbewijs.',
      'idvNote.faceMatch': 'gelijkenis {score} bereikt de drempel {threshold}: dezelfde persoon',
      'idvNote.faceNoMatch': 'gelijkenis {score} onder de drempel {threshold}: niet dezelfde persoon',
      'idvNote.faceMatchAge':
        'gelijkenis {score} bereikt de drempel {threshold}: dezelfde persoon; geschatte leeftijd {estimated}, volgens de geboortedatum op het document {documentAge}: {difference} jaar verschil (meer dan {limit})',
      'idvNote.faceNoMatchAge':
        'gelijkenis {score} onder de drempel {threshold}: niet dezelfde persoon; geschatte leeftijd {estimated}, volgens de geboortedatum op het document {documentAge}: {difference} jaar verschil (meer dan {limit})',
      'idvNote.faceReview':
        'gelijkenis {score} tussen de drempels {fail} en {pass}: een mens beslist (beoordeling nodig)',
      'idvNote.faceReviewAge':
        'gelijkenis {score} tussen de drempels {fail} en {pass}: een mens beslist (beoordeling nodig); geschatte leeftijd {estimated}, {documentAge} volgens de geboortedatum op het document: {difference} jaar verschil (meer dan {limit})',
      'idvNote.faceReviewedMatch':
        'gelijkenis {score} tussen de drempels {fail} en {pass}: {name} heeft na beoordeling beslist: dezelfde persoon. Reden: {reason}',
      'idvNote.faceReviewedNoMatch':
        'gelijkenis {score} tussen de drempels {fail} en {pass}: {name} heeft na beoordeling beslist: niet dezelfde persoon. Reden: {reason}',
      'faceReport.similarityBand':
        'Gelijkenis {score} tegen de drempels {fail} (daaronder geen overeenkomst) en {pass} (vanaf hier overeenkomst): {verdict}',
      'faceReport.review': 'door een mens te beoordelen',
      'faceReport.reviewed': 'Na beoordeling beslist door {name} op {at}: {verdict}. Reden: {reason}',
      'faceReview.notInReview': 'De selfievergelijking van deze verificatie wacht niet op een beoordeling',
      'faceReview.saved': 'Selfievergelijking beslist',
      'idvNote.faceNoPortrait':
        'geen gezicht op de voorkant van het identiteitsbewijs: geen gedrukt portret om mee te vergelijken',
      'idvNote.faceSelfieUnusable': 'selfie niet bruikbaar: {issue}',
      'idvNote.faceLive':
        'anti-spoofing {antispoof} (drempel {antispoofThreshold}), echtheid {liveness} (drempel {livenessThreshold})',
      'faceReport.title': 'Gezichtsvergelijking',
      'faceReport.selfie': 'Selfie',
      'faceReport.portrait': 'Portret op de voorkant van het ID',
      'faceReport.noPortrait': 'Geen gezicht gevonden op de voorkant van het ID',
      'faceReport.noSelfie': 'Geen bruikbaar gezicht op de selfie',
      'faceReport.similarity': 'Gelijkenis {score} bij een drempel van {threshold}: {verdict}',
      'faceReport.same': 'dezelfde persoon',
      'faceReport.different': 'niet dezelfde persoon',
      'faceReport.liveness':
        'Anti-spoofing {antispoof} (drempel {antispoofThreshold}), echtheid {liveness} (drempel {livenessThreshold}): {verdict}',
      'faceReport.age':
        'Geschatte leeftijd {estimated}, volgens de geboortedatum op het document {documentAge}: verschil {difference} (bevinding boven {limit})',
      'faceReport.model': 'Modellen {model}, {version}',
    },
  },
);
