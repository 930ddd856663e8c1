import type { NotificationsTexts } from '../en/notifications.ts';

/** Français : texts of the notification centre (the keys of en/notifications.ts). */
export const notificationsTexts: NotificationsTexts = {
  notifications: {
    bell: 'Notifications',
    bellUnread: 'Notifications, non lues : {{count}}',
    panel: 'Dernières notifications',
    markAllRead: 'Tout marquer comme lu',
    markRead: 'Marquer comme lue',
    markReadLabel: 'Marquer « {{title}} » comme lue',
    unread: 'Non lue',
    seeAll: 'Voir toutes les notifications',
    empty: 'Rien à vous signaler pour l’instant.',
    loadError: 'Les notifications n’ont pas pu être chargées.',
    kinds: {
      accountBlocked: 'Compte ou licence bloqué',
      accountUnblocked: 'Compte ou licence débloqué',
      temporaryUnblockGranted: 'Déblocage temporaire accordé',
      temporaryUnblockEnded: 'Fin du déblocage temporaire',
      coinsInserted: 'Pièces ajoutées au portefeuille',
      licenseCreated: 'Nouvelle licence',
      licenseRevoked: 'Licence révoquée',
      debitAwaitingApproval: 'Débit en attente d’approbation',
      debitDecided: 'Débit approuvé ou refusé',
      newSignIn: 'Connexion depuis un nouveau navigateur',
      secondFactorChanged: 'Protection de connexion modifiée',
    },
    page: {
      title: 'Notifications',
      heading: 'Tout ce qui vous a été signalé',
      kind: 'Type',
      allKinds: 'Tous les types',
      unreadOnly: 'Non lues seulement',
      list: 'Notifications, de la plus récente à la plus ancienne',
      counter: '{{from}}–{{to}} sur {{total}}',
      pagination: 'Pages de notifications',
      noMatch: 'Aucune notification ne correspond à ces filtres.',
    },
    preferences: {
      heading: 'Notifications',
      description:
        'Pour chaque type, choisissez s’il s’affiche dans la console (la cloche et la page des notifications), s’il arrive par e-mail, les deux ou aucun.',
      console: 'Dans la console',
      mail: 'Par e-mail',
      security: 'Sur la sécurité de votre compte : toujours affiché dans la console.',
      digest: 'Un e-mail par jour avec tout plutôt que des e-mails séparés',
      save: 'Enregistrer les préférences',
      saved: 'Vos préférences de notification ont été enregistrées.',
      saveError: 'Les préférences n’ont pas été enregistrées',
      loadError: 'Les préférences de notification n’ont pas pu être chargées.',
    },
  },
};
