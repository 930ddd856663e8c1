import type { NotificationsTexts } from '../en/notifications.ts';

/** Italiano: texts of the notification centre (the keys of en/notifications.ts). */
export const notificationsTexts: NotificationsTexts = {
  notifications: {
    bell: 'Notifiche',
    bellUnread: 'Notifiche, non lette: {{count}}',
    panel: 'Ultime notifiche',
    markAllRead: 'Segna tutte come lette',
    markRead: 'Segna come letta',
    markReadLabel: 'Segna «{{title}}» come letta',
    unread: 'Non letta',
    seeAll: 'Vedi tutte le notifiche',
    empty: 'Ancora niente da segnalarti.',
    loadError: 'Impossibile caricare le notifiche.',
    kinds: {
      accountBlocked: 'Account o licenza bloccati',
      accountUnblocked: 'Account o licenza sbloccati',
      temporaryUnblockGranted: 'Sblocco temporaneo concesso',
      temporaryUnblockEnded: 'Fine dello sblocco temporaneo',
      coinsInserted: 'Monete aggiunte al portafoglio',
      licenseCreated: 'Nuova licenza',
      licenseRevoked: 'Licenza revocata',
      debitAwaitingApproval: 'Addebito in attesa di approvazione',
      debitDecided: 'Addebito approvato o respinto',
      newSignIn: 'Accesso da un nuovo browser',
      secondFactorChanged: 'Protezione dell’accesso modificata',
    },
    page: {
      title: 'Notifiche',
      heading: 'Tutto ciò che ti abbiamo segnalato',
      kind: 'Tipo',
      allKinds: 'Tutti i tipi',
      unreadOnly: 'Solo non lette',
      list: 'Notifiche, dalla più recente alla più vecchia',
      counter: '{{from}}–{{to}} di {{total}}',
      pagination: 'Pagine di notifiche',
      noMatch: 'Nessuna notifica corrisponde a questi filtri.',
    },
    preferences: {
      heading: 'Notifiche',
      description:
        'Per ogni tipo, scegli se compare nella console (la campanella e la pagina delle notifiche), se arriva per e-mail, entrambe o nessuna.',
      console: 'Nella console',
      mail: 'Per e-mail',
      security: 'Sulla sicurezza del tuo account: compare sempre nella console.',
      digest: 'Una e-mail al giorno con tutto invece di e-mail singole',
      save: 'Salva preferenze',
      saved: 'Le tue preferenze di notifica sono state salvate.',
      saveError: 'Le preferenze non sono state salvate',
      loadError: 'Impossibile caricare le preferenze di notifica.',
    },
  },
};
