import { defineMessages } from './define-messages';

/**
 * Reason-code descriptions (`reasonCode.<CODE>`). The English texts equal the catalogue's
 * (scoring/reason-code-catalogue.ts; a test keeps them equal). Imported sessions keep
 * only the codes' English descriptions in meta_data; readers get them in their language.
 */
export const reasonCodeMessages = defineMessages(
  {
    'reasonCode.ADC':
      'Address input data correct: street, city, state and ZIP are present and the ZIP belongs to the state',
    'reasonCode.AMIS': 'No address provided',
    'reasonCode.AINC': 'Incomplete address: street, city, state or ZIP is missing',
    'reasonCode.ANHN': 'Street line has no house number',
    'reasonCode.APOB': 'Address is a PO Box, not a residential address',
    'reasonCode.AMIL': 'Military or diplomatic address (APO/FPO/DPO)',
    'reasonCode.ASTI': 'State is not a valid US state, territory or military state code',
    'reasonCode.AZNF': 'ZIP code not found in the US ZIP code database',
    'reasonCode.AZIF': 'ZIP code is not a 5-digit ZIP or ZIP+4 (12345-6789), so it cannot be looked up',
    'reasonCode.AZSM': 'ZIP code belongs to a different state than the one given',
    'reasonCode.ANUS': 'Non-US address: US ZIP and state checks not applicable',
    'reasonCode.ACTY':
      'Country is not a recognised two-letter ISO country code; address checks not applicable',
    'reasonCode.EDC': 'Email input data correct: well-formed, on a regular mail domain, personal mailbox',
    'reasonCode.EINV': 'Email address is not well-formed',
    'reasonCode.EMIS': 'No email address provided',
    'reasonCode.ERES':
      'Email domain is reserved for examples or testing (RFC 2606/6761) and cannot receive mail',
    'reasonCode.EADP': 'Disposable email domain',
    'reasonCode.EROL': 'Role-based address (e.g. admin@, info@, noreply@), not a personal mailbox',
    'reasonCode.EFRE': 'Free email provider domain',
    'reasonCode.EEDU': 'Educational institution domain (.edu)',
    'reasonCode.PDC': 'Phone input data correct: valid mobile or fixed-line number',
    'reasonCode.PMIS': 'No phone number provided',
    'reasonCode.PINV':
      'Invalid number: not a possible length or not assigned in the numbering plan of its country (e.g. 1234, 212-555-01234, 555-0199)',
    'reasonCode.PVOIP': 'VoIP number',
    'reasonCode.PNPS':
      'Not a personal line: toll-free, premium-rate, shared-cost, pager, UAN or voicemail number',
    'reasonCode.PCTY': 'Phone number country differs from the address country',
    'reasonCode.TDC': 'SSN input data correct: passes SSA issuance rules',
    'reasonCode.TMIS': 'No SSN or ITIN provided',
    'reasonCode.TFMT':
      'SSN is not nine digits (AAA-GG-SSSS): mistyped or truncated, so SSA rules cannot be checked',
    'reasonCode.TINV':
      'Invalid SSN: area 000, 666 or 900-999, group 00 or serial 0000 is never issued by SSA',
    'reasonCode.TADV': 'SSN is a known invalid, advertising or publicly misused number',
    'reasonCode.TPAT': 'SSN is a filler pattern (all digits the same)',
    'reasonCode.TITN': 'ITIN provided instead of an SSN (valid IRS ITIN range)',
    'reasonCode.TITI': 'Invalid ITIN: starts with 9 but the group is outside the IRS ITIN ranges',
    'reasonCode.TINO': 'Input SSN does not match the on-file SSN for this applicant',
    'reasonCode.TOFM': 'Input SSN matches the on-file SSN for this applicant',
    'reasonCode.TSNM': 'SSN was submitted earlier in this organisation under a different name',
    'reasonCode.TSDM': 'SSN was submitted earlier in this organisation with a different date of birth',
    'reasonCode.TSYN':
      'SSN is used by three or more different people in this organisation (synthetic identity risk)',
    'reasonCode.TNVB':
      'SSN ownership (name, date of birth, address) cannot be confirmed without credit-bureau or SSA data',
    'reasonCode.TSSD': 'SSN area was allocated (before 2011) to a different state than the address state',
    'reasonCode.TSSU':
      'SSN issuance state unknown: ITIN, area first used after the 2011 randomisation or by the Railroad Board, or no US address state',
    'reasonCode.TDBF': 'Date of birth is in the future',
    'reasonCode.TDBY': 'Date of birth gives an age under 13, implausible for an applicant',
    'reasonCode.TDBO': 'Date of birth gives an age over 100, implausible for an applicant',
    'reasonCode.TDBM': 'No date of birth provided',
    'reasonCode.TDBI': 'Date of birth is not a calendar date written YYYY-MM-DD or MM/DD/YYYY',
  },
  {
    fr: {
      'reasonCode.ADC':
        'Adresse saisie correcte : rue, ville, État et code ZIP sont présents et le ZIP appartient à l’État',
      'reasonCode.AMIS': 'Aucune adresse fournie',
      'reasonCode.AINC': 'Adresse incomplète : la rue, la ville, l’État ou le code ZIP manque',
      'reasonCode.ANHN': 'La ligne de rue n’a pas de numéro',
      'reasonCode.APOB': 'L’adresse est une boîte postale, pas une adresse de résidence',
      'reasonCode.AMIL': 'Adresse militaire ou diplomatique (APO/FPO/DPO)',
      'reasonCode.ASTI':
        'L’État n’est pas un code d’État, de territoire ou d’État militaire américain valide',
      'reasonCode.AZNF': 'Code ZIP absent de la base des codes ZIP américains',
      'reasonCode.AZIF':
        'Le code ZIP n’est ni un ZIP à 5 chiffres ni un ZIP+4 (12345-6789) : impossible de le rechercher',
      'reasonCode.AZSM': 'Le code ZIP appartient à un autre État que celui indiqué',
      'reasonCode.ANUS':
        'Adresse hors des États-Unis : contrôles du ZIP et de l’État américains non applicables',
      'reasonCode.ACTY':
        'Le pays n’est pas un code pays ISO à deux lettres reconnu ; contrôles d’adresse non applicables',
      'reasonCode.EDC':
        'E-mail saisi correct : bien formé, sur un domaine de messagerie ordinaire, boîte personnelle',
      'reasonCode.EINV': 'L’adresse e-mail est mal formée',
      'reasonCode.EMIS': 'Aucune adresse e-mail fournie',
      'reasonCode.ERES':
        'Le domaine de l’e-mail est réservé aux exemples ou aux tests (RFC 2606/6761) et ne peut pas recevoir de courrier',
      'reasonCode.EADP': 'Domaine d’e-mail jetable',
      'reasonCode.EROL': 'Adresse fonctionnelle (p. ex. admin@, info@, noreply@), pas une boîte personnelle',
      'reasonCode.EFRE': 'Domaine d’un fournisseur de messagerie gratuit',
      'reasonCode.EEDU': 'Domaine d’un établissement d’enseignement (.edu)',
      'reasonCode.PDC': 'Téléphone saisi correct : numéro mobile ou fixe valide',
      'reasonCode.PMIS': 'Aucun numéro de téléphone fourni',
      'reasonCode.PINV':
        'Numéro invalide : longueur impossible ou non attribué dans le plan de numérotation de son pays (p. ex. 1234, 212-555-01234, 555-0199)',
      'reasonCode.PVOIP': 'Numéro VoIP',
      'reasonCode.PNPS':
        'Pas une ligne personnelle : numéro gratuit, surtaxé, à coût partagé, de messagerie vocale, de bipeur ou UAN',
      'reasonCode.PCTY': 'Le pays du numéro de téléphone diffère du pays de l’adresse',
      'reasonCode.TDC': 'SSN saisi correct : respecte les règles d’attribution de la SSA',
      'reasonCode.TMIS': 'Aucun SSN ni ITIN fourni',
      'reasonCode.TFMT':
        'Le SSN n’a pas neuf chiffres (AAA-GG-SSSS) : mal saisi ou tronqué, les règles de la SSA ne peuvent pas être vérifiées',
      'reasonCode.TINV':
        'SSN invalide : la zone 000, 666 ou 900-999, le groupe 00 ou la série 0000 ne sont jamais attribués par la SSA',
      'reasonCode.TADV':
        'Le SSN est un numéro connu comme invalide, publicitaire ou utilisé publiquement à tort',
      'reasonCode.TPAT': 'Le SSN est un motif de remplissage (tous les chiffres identiques)',
      'reasonCode.TITN': 'ITIN fourni au lieu d’un SSN (plage ITIN de l’IRS valide)',
      'reasonCode.TITI': 'ITIN invalide : commence par 9 mais le groupe est hors des plages ITIN de l’IRS',
      'reasonCode.TINO': 'Le SSN saisi ne correspond pas au SSN enregistré pour ce candidat',
      'reasonCode.TOFM': 'Le SSN saisi correspond au SSN enregistré pour ce candidat',
      'reasonCode.TSNM': 'Le SSN a déjà été soumis dans cette organisation sous un autre nom',
      'reasonCode.TSDM': 'Le SSN a déjà été soumis dans cette organisation avec une autre date de naissance',
      'reasonCode.TSYN':
        'Le SSN est utilisé par trois personnes différentes ou plus dans cette organisation (risque d’identité synthétique)',
      'reasonCode.TNVB':
        'La titularité du SSN (nom, date de naissance, adresse) ne peut pas être confirmée sans données d’un bureau de crédit ou de la SSA',
      'reasonCode.TSSD': 'La zone du SSN a été attribuée (avant 2011) à un autre État que celui de l’adresse',
      'reasonCode.TSSU':
        'État d’émission du SSN inconnu : ITIN, zone utilisée pour la première fois après la randomisation de 2011 ou par le Railroad Board, ou pas d’État d’adresse américain',
      'reasonCode.TDBF': 'La date de naissance est dans le futur',
      'reasonCode.TDBY':
        'La date de naissance donne un âge inférieur à 13 ans, invraisemblable pour un candidat',
      'reasonCode.TDBO':
        'La date de naissance donne un âge supérieur à 100 ans, invraisemblable pour un candidat',
      'reasonCode.TDBM': 'Aucune date de naissance fournie',
      'reasonCode.TDBI':
        'La date de naissance n’est pas une date du calendrier écrite AAAA-MM-JJ ou MM/JJ/AAAA',
    },
    de: {
      'reasonCode.ADC':
        'Adressangaben korrekt: Straße, Ort, Bundesstaat und ZIP sind vorhanden und die ZIP gehört zum Bundesstaat',
      'reasonCode.AMIS': 'Keine Adresse angegeben',
      'reasonCode.AINC': 'Unvollständige Adresse: Straße, Ort, Bundesstaat oder ZIP fehlt',
      'reasonCode.ANHN': 'Die Straßenzeile hat keine Hausnummer',
      'reasonCode.APOB': 'Die Adresse ist ein Postfach, keine Wohnadresse',
      'reasonCode.AMIL': 'Militärische oder diplomatische Adresse (APO/FPO/DPO)',
      'reasonCode.ASTI':
        'Der Bundesstaat ist kein gültiger Code eines US-Bundesstaats, -Territoriums oder Militärstaats',
      'reasonCode.AZNF': 'ZIP-Code nicht in der US-ZIP-Datenbank gefunden',
      'reasonCode.AZIF':
        'Der ZIP-Code ist weder fünfstellig noch ZIP+4 (12345-6789) und kann daher nicht nachgeschlagen werden',
      'reasonCode.AZSM': 'Der ZIP-Code gehört zu einem anderen Bundesstaat als dem angegebenen',
      'reasonCode.ANUS': 'Adresse außerhalb der USA: US-Prüfungen von ZIP und Bundesstaat nicht anwendbar',
      'reasonCode.ACTY':
        'Das Land ist kein anerkannter zweistelliger ISO-Ländercode; Adressprüfungen nicht anwendbar',
      'reasonCode.EDC':
        'E-Mail-Angabe korrekt: wohlgeformt, bei einem regulären Maildienst, persönliches Postfach',
      'reasonCode.EINV': 'Die E-Mail-Adresse ist nicht wohlgeformt',
      'reasonCode.EMIS': 'Keine E-Mail-Adresse angegeben',
      'reasonCode.ERES':
        'Die E-Mail-Domain ist für Beispiele oder Tests reserviert (RFC 2606/6761) und kann keine Mails empfangen',
      'reasonCode.EADP': 'Wegwerf-E-Mail-Domain',
      'reasonCode.EROL': 'Funktionsadresse (z. B. admin@, info@, noreply@), kein persönliches Postfach',
      'reasonCode.EFRE': 'Domain eines kostenlosen E-Mail-Anbieters',
      'reasonCode.EEDU': 'Domain einer Bildungseinrichtung (.edu)',
      'reasonCode.PDC': 'Telefonangabe korrekt: gültige Mobil- oder Festnetznummer',
      'reasonCode.PMIS': 'Keine Telefonnummer angegeben',
      'reasonCode.PINV':
        'Ungültige Nummer: unmögliche Länge oder im Nummerierungsplan ihres Landes nicht vergeben (z. B. 1234, 212-555-01234, 555-0199)',
      'reasonCode.PVOIP': 'VoIP-Nummer',
      'reasonCode.PNPS':
        'Kein persönlicher Anschluss: gebührenfreie, Mehrwert-, Shared-Cost-, Pager-, UAN- oder Mailbox-Nummer',
      'reasonCode.PCTY': 'Das Land der Telefonnummer weicht vom Land der Adresse ab',
      'reasonCode.TDC': 'SSN-Angabe korrekt: erfüllt die Vergaberegeln der SSA',
      'reasonCode.TMIS': 'Keine SSN oder ITIN angegeben',
      'reasonCode.TFMT':
        'Die SSN hat nicht neun Ziffern (AAA-GG-SSSS): vertippt oder gekürzt, die SSA-Regeln können nicht geprüft werden',
      'reasonCode.TINV':
        'Ungültige SSN: Bereich 000, 666 oder 900-999, Gruppe 00 oder Seriennummer 0000 vergibt die SSA nie',
      'reasonCode.TADV': 'Die SSN ist eine bekannte ungültige, Werbe- oder öffentlich missbrauchte Nummer',
      'reasonCode.TPAT': 'Die SSN ist ein Füllmuster (alle Ziffern gleich)',
      'reasonCode.TITN': 'ITIN statt einer SSN angegeben (gültiger ITIN-Bereich des IRS)',
      'reasonCode.TITI':
        'Ungültige ITIN: beginnt mit 9, aber die Gruppe liegt außerhalb der ITIN-Bereiche des IRS',
      'reasonCode.TINO': 'Die angegebene SSN stimmt nicht mit der gespeicherten SSN dieser Person überein',
      'reasonCode.TOFM': 'Die angegebene SSN stimmt mit der gespeicherten SSN dieser Person überein',
      'reasonCode.TSNM': 'Die SSN wurde in dieser Organisation bereits unter einem anderen Namen eingereicht',
      'reasonCode.TSDM':
        'Die SSN wurde in dieser Organisation bereits mit einem anderen Geburtsdatum eingereicht',
      'reasonCode.TSYN':
        'Die SSN wird in dieser Organisation von drei oder mehr verschiedenen Personen verwendet (Risiko synthetischer Identität)',
      'reasonCode.TNVB':
        'Die Inhaberschaft der SSN (Name, Geburtsdatum, Adresse) lässt sich ohne Daten einer Auskunftei oder der SSA nicht bestätigen',
      'reasonCode.TSSD':
        'Der SSN-Bereich wurde (vor 2011) einem anderen Bundesstaat als dem der Adresse zugeteilt',
      'reasonCode.TSSU':
        'Ausgabestaat der SSN unbekannt: ITIN, Bereich erst nach der Randomisierung 2011 oder vom Railroad Board verwendet, oder kein US-Bundesstaat in der Adresse',
      'reasonCode.TDBF': 'Das Geburtsdatum liegt in der Zukunft',
      'reasonCode.TDBY':
        'Das Geburtsdatum ergibt ein Alter unter 13 Jahren, unplausibel für eine bewerbende Person',
      'reasonCode.TDBO':
        'Das Geburtsdatum ergibt ein Alter über 100 Jahren, unplausibel für eine bewerbende Person',
      'reasonCode.TDBM': 'Kein Geburtsdatum angegeben',
      'reasonCode.TDBI': 'Das Geburtsdatum ist kein Kalenderdatum im Format JJJJ-MM-TT oder MM/TT/JJJJ',
    },
    nl: {
      'reasonCode.ADC':
        'Adresgegevens correct: straat, plaats, staat en ZIP zijn aanwezig en de ZIP hoort bij de staat',
      'reasonCode.AMIS': 'Geen adres opgegeven',
      'reasonCode.AINC': 'Onvolledig adres: straat, plaats, staat of ZIP ontbreekt',
      'reasonCode.ANHN': 'De straatregel heeft geen huisnummer',
      'reasonCode.APOB': 'Het adres is een postbus, geen woonadres',
      'reasonCode.AMIL': 'Militair of diplomatiek adres (APO/FPO/DPO)',
      'reasonCode.ASTI':
        'De staat is geen geldige code van een Amerikaanse staat, territorium of militaire staat',
      'reasonCode.AZNF': 'ZIP-code niet gevonden in de Amerikaanse ZIP-database',
      'reasonCode.AZIF':
        'De ZIP-code is geen ZIP van 5 cijfers of ZIP+4 (12345-6789) en kan dus niet worden opgezocht',
      'reasonCode.AZSM': 'De ZIP-code hoort bij een andere staat dan de opgegeven staat',
      'reasonCode.ANUS': 'Adres buiten de VS: Amerikaanse controles van ZIP en staat niet van toepassing',
      'reasonCode.ACTY':
        'Het land is geen erkende ISO-landcode van twee letters; adrescontroles niet van toepassing',
      'reasonCode.EDC':
        'E-mailgegevens correct: goed gevormd, op een gewoon maildomein, persoonlijke mailbox',
      'reasonCode.EINV': 'Het e-mailadres is niet goed gevormd',
      'reasonCode.EMIS': 'Geen e-mailadres opgegeven',
      'reasonCode.ERES':
        'Het e-maildomein is gereserveerd voor voorbeelden of tests (RFC 2606/6761) en kan geen mail ontvangen',
      'reasonCode.EADP': 'Wegwerp-e-maildomein',
      'reasonCode.EROL': 'Functioneel adres (bijv. admin@, info@, noreply@), geen persoonlijke mailbox',
      'reasonCode.EFRE': 'Domein van een gratis e-mailaanbieder',
      'reasonCode.EEDU': 'Domein van een onderwijsinstelling (.edu)',
      'reasonCode.PDC': 'Telefoongegevens correct: geldig mobiel of vast nummer',
      'reasonCode.PMIS': 'Geen telefoonnummer opgegeven',
      'reasonCode.PINV':
        'Ongeldig nummer: onmogelijke lengte of niet uitgegeven in het nummerplan van het land (bijv. 1234, 212-555-01234, 555-0199)',
      'reasonCode.PVOIP': 'VoIP-nummer',
      'reasonCode.PNPS':
        'Geen persoonlijke lijn: gratis, betaald, gedeelde-kosten-, pieper-, UAN- of voicemailnummer',
      'reasonCode.PCTY': 'Het land van het telefoonnummer verschilt van het land van het adres',
      'reasonCode.TDC': 'SSN-gegevens correct: voldoet aan de uitgifteregels van de SSA',
      'reasonCode.TMIS': 'Geen SSN of ITIN opgegeven',
      'reasonCode.TFMT':
        'Het SSN heeft geen negen cijfers (AAA-GG-SSSS): verkeerd getypt of afgekapt, de SSA-regels kunnen niet worden gecontroleerd',
      'reasonCode.TINV':
        'Ongeldig SSN: gebied 000, 666 of 900-999, groep 00 of serie 0000 geeft de SSA nooit uit',
      'reasonCode.TADV': 'Het SSN is een bekend ongeldig, reclame- of publiekelijk misbruikt nummer',
      'reasonCode.TPAT': 'Het SSN is een opvulpatroon (alle cijfers gelijk)',
      'reasonCode.TITN': 'ITIN opgegeven in plaats van een SSN (geldig ITIN-bereik van de IRS)',
      'reasonCode.TITI': 'Ongeldig ITIN: begint met 9 maar de groep valt buiten de ITIN-bereiken van de IRS',
      'reasonCode.TINO': 'Het opgegeven SSN komt niet overeen met het geregistreerde SSN van deze aanvrager',
      'reasonCode.TOFM': 'Het opgegeven SSN komt overeen met het geregistreerde SSN van deze aanvrager',
      'reasonCode.TSNM': 'Het SSN is eerder in deze organisatie onder een andere naam ingediend',
      'reasonCode.TSDM': 'Het SSN is eerder in deze organisatie met een andere geboortedatum ingediend',
      'reasonCode.TSYN':
        'Het SSN wordt in deze organisatie door drie of meer verschillende personen gebruikt (risico op synthetische identiteit)',
      'reasonCode.TNVB':
        'Het eigendom van het SSN (naam, geboortedatum, adres) kan niet worden bevestigd zonder gegevens van een kredietbureau of de SSA',
      'reasonCode.TSSD':
        'Het SSN-gebied is (vóór 2011) toegewezen aan een andere staat dan die van het adres',
      'reasonCode.TSSU':
        'Staat van uitgifte van het SSN onbekend: ITIN, gebied pas na de randomisering van 2011 of door de Railroad Board gebruikt, of geen Amerikaanse staat in het adres',
      'reasonCode.TDBF': 'De geboortedatum ligt in de toekomst',
      'reasonCode.TDBY':
        'De geboortedatum geeft een leeftijd onder 13 jaar, onwaarschijnlijk voor een aanvrager',
      'reasonCode.TDBO':
        'De geboortedatum geeft een leeftijd boven 100 jaar, onwaarschijnlijk voor een aanvrager',
      'reasonCode.TDBM': 'Geen geboortedatum opgegeven',
      'reasonCode.TDBI': 'De geboortedatum is geen kalenderdatum in de vorm JJJJ-MM-DD of MM/DD/JJJJ',
    },
  },
);
