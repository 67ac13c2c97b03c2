import { defineMessages } from './define-messages';

/** The review queue's answers and refusals (docs/review-queue.md). */
export const reviewQueueMessages = defineMessages(
  {
    'reviewQueue.assignedToAnother':
      'This item is assigned to {name}: only they or a company admin may decide it',
    'reviewQueue.mayNotDecide': 'You may not decide items of this kind',
    'reviewQueue.colleagueMayNotDecide': 'This colleague may not decide items of this kind',
    'reviewQueue.notOpen': 'This item is already closed',
    'reviewQueue.notAssigned': 'This item is not assigned',
    'reviewQueue.onlyHighRisk':
      'Only high-risk items are decided here; IDV and watchlist items close through their own decisions',
    'reviewQueue.notForApiKeys': 'The review queue is for people: an API key cannot take or decide items',
    'reviewQueue.noteRequired': 'A note is required',
    'reviewQueue.outcomeOneOf': 'Outcome must be one of: {values}',
    'reviewQueue.assigneeFilter': 'Assignee must be "unassigned", "mine" or a user id',
    'reviewQueue.claimed': 'Item assigned to you',
    'reviewQueue.nothingToClaim': 'Nothing waits that you may decide',
    'reviewQueue.assigned': 'Item assigned',
    'reviewQueue.released': 'Item back in the queue',
    'reviewQueue.decided': 'Decision recorded',
    'error.notFound.reviewItem': 'Review item not found',
  },
  {
    fr: {
      'reviewQueue.assignedToAnother':
        'Cet élément est attribué à {name} : seule cette personne ou un administrateur de l’entreprise peut le décider',
      'reviewQueue.mayNotDecide': 'Vous ne pouvez pas décider les éléments de ce type',
      'reviewQueue.colleagueMayNotDecide': 'Ce collègue ne peut pas décider les éléments de ce type',
      'reviewQueue.notOpen': 'Cet élément est déjà clos',
      'reviewQueue.notAssigned': 'Cet élément n’est pas attribué',
      'reviewQueue.onlyHighRisk':
        'Seuls les éléments à risque élevé se décident ici ; les éléments IDV et liste de surveillance se closent par leurs propres décisions',
      'reviewQueue.notForApiKeys':
        'La file de revue est réservée aux personnes : une clé API ne peut ni prendre ni décider un élément',
      'reviewQueue.noteRequired': 'Une note est obligatoire',
      'reviewQueue.outcomeOneOf': 'Le résultat doit être l’un de : {values}',
      'reviewQueue.assigneeFilter':
        'Le responsable doit être « unassigned », « mine » ou un identifiant d’utilisateur',
      'reviewQueue.claimed': 'Élément attribué à vous',
      'reviewQueue.nothingToClaim': 'Rien n’attend que vous puissiez décider',
      'reviewQueue.assigned': 'Élément attribué',
      'reviewQueue.released': 'Élément remis dans la file',
      'reviewQueue.decided': 'Décision enregistrée',
      'error.notFound.reviewItem': 'Élément de revue introuvable',
    },
    de: {
      'reviewQueue.assignedToAnother':
        'Dieser Eintrag ist {name} zugewiesen: nur diese Person oder ein Firmenadministrator darf ihn entscheiden',
      'reviewQueue.mayNotDecide': 'Sie dürfen Einträge dieser Art nicht entscheiden',
      'reviewQueue.colleagueMayNotDecide':
        'Diese Kollegin oder dieser Kollege darf Einträge dieser Art nicht entscheiden',
      'reviewQueue.notOpen': 'Dieser Eintrag ist bereits abgeschlossen',
      'reviewQueue.notAssigned': 'Dieser Eintrag ist niemandem zugewiesen',
      'reviewQueue.onlyHighRisk':
        'Hier werden nur Einträge mit hohem Risiko entschieden; IDV- und Watchlist-Einträge schließen über ihre eigenen Entscheidungen',
      'reviewQueue.notForApiKeys':
        'Die Prüfliste ist für Menschen: ein API-Schlüssel kann keine Einträge übernehmen oder entscheiden',
      'reviewQueue.noteRequired': 'Eine Notiz ist erforderlich',
      'reviewQueue.outcomeOneOf': 'Das Ergebnis muss eines davon sein: {values}',
      'reviewQueue.assigneeFilter': 'Zuständig muss „unassigned“, „mine“ oder eine Benutzer-ID sein',
      'reviewQueue.claimed': 'Eintrag Ihnen zugewiesen',
      'reviewQueue.nothingToClaim': 'Nichts wartet, das Sie entscheiden dürfen',
      'reviewQueue.assigned': 'Eintrag zugewiesen',
      'reviewQueue.released': 'Eintrag zurück in der Liste',
      'reviewQueue.decided': 'Entscheidung gespeichert',
      'error.notFound.reviewItem': 'Prüfeintrag nicht gefunden',
    },
    nl: {
      'reviewQueue.assignedToAnother':
        'Dit item is toegewezen aan {name}: alleen die persoon of een bedrijfsbeheerder mag het beslissen',
      'reviewQueue.mayNotDecide': 'U mag items van dit soort niet beslissen',
      'reviewQueue.colleagueMayNotDecide': 'Deze collega mag items van dit soort niet beslissen',
      'reviewQueue.notOpen': 'Dit item is al gesloten',
      'reviewQueue.notAssigned': 'Dit item is niet toegewezen',
      'reviewQueue.onlyHighRisk':
        'Alleen items met hoog risico worden hier beslist; IDV- en watchlistitems sluiten via hun eigen beslissingen',
      'reviewQueue.notForApiKeys':
        'De beoordelingswachtrij is voor mensen: een API-sleutel kan geen items nemen of beslissen',
      'reviewQueue.noteRequired': 'Een notitie is verplicht',
      'reviewQueue.outcomeOneOf': 'De uitkomst moet een van deze zijn: {values}',
      'reviewQueue.assigneeFilter': 'Toegewezene moet "unassigned", "mine" of een gebruikers-id zijn',
      'reviewQueue.claimed': 'Item aan u toegewezen',
      'reviewQueue.nothingToClaim': 'Er wacht niets dat u mag beslissen',
      'reviewQueue.assigned': 'Item toegewezen',
      'reviewQueue.released': 'Item terug in de wachtrij',
      'reviewQueue.decided': 'Beslissing vastgelegd',
      'error.notFound.reviewItem': 'Beoordelingsitem niet gevonden',
    },
  },
);
