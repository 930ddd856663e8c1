/** Testi italiani delle chiavi API: la pagina delle integrazioni e la scheda delle chiavi del profilo (ADR 0094). */
export const apiKeysTexts = {
  integrations: {
    title: 'Integrazioni',
  },
  apiKeys: {
    heading: 'Chiavi API',
    businessDescription:
      'Le chiavi permettono ad altri sistemi, come la fatturazione o un portale del marchio, di chiamare l’API per l’azienda senza accedere. Una chiave fa ciò che i suoi ambiti consentono, e mai più di quanto l’amministratore che l’ha creata può fare ora.',
    accountDescription:
      'Le chiavi permettono al tuo software, come il sistema di un locale o un foglio di calcolo, di leggere il tuo account tramite l’API senza la tua password. Una chiave fa ciò che i suoi ambiti consentono e nient’altro.',
    make: 'Crea una chiave',
    loading: 'Caricamento delle chiavi…',
    loadError: 'Errore nel caricamento delle chiavi.',
    forbidden: 'Solo gli amministratori gestiscono le chiavi dell’azienda.',
    empty: 'Ancora nessuna chiave. Creane una per ogni sistema che chiama l’API, così da poterle revocare una per una.',
    tableCaption: 'Chiavi API, dalla più recente alla più vecchia',
    columns: {
      key: 'Chiave',
      scopes: 'Può',
      state: 'Stato',
      expires: 'Scade',
      lastUsed: 'Ultimo uso',
      actions: 'Azioni',
    },
    states: {
      live: 'Attiva',
      expiringSoon: 'In scadenza',
      expired: 'Scaduta',
      revoked: 'Revocata',
    },
    scopes: {
      licenses: {
        read: 'Licenze: leggere',
      },
      wallet: {
        read: 'Portafoglio: leggere',
        write: 'Portafoglio: inserire monete',
      },
      reports: {
        read: 'Report: leggere',
      },
      devices: {
        read: 'Macchine: leggere',
      },
      events: {
        read: 'Eventi: leggere il flusso',
      },
    },
    anyAddress: 'Da qualsiasi indirizzo',
    allowedFrom: 'Solo da {{addresses}}',
    madeBy: 'Creata da {{name}}',
    neverUsed: 'Mai usata',
    usedFrom: 'da {{address}}',
    revokedOn: 'Revocata il {{date}}',
    previousSecretUntil: 'Il segreto precedente funziona fino al {{date}}',
    roll: 'Rinnova',
    rollLabel: 'Rinnova «{{name}}»',
    revoke: 'Revoca',
    revokeLabel: 'Revoca «{{name}}»',
    revoked: 'Revocata: {{name}}. Ogni sistema che la usava viene rifiutato da ora.',
    revokeFailed: 'Non revocata: {{name}}',
    notRollable: 'Questa chiave è stata revocata o è scaduta nel frattempo: creane una nuova.',
    failed: 'Non ha funzionato, riprova.',
    checkFields: 'Controlla i campi segnalati.',
    create: {
      title: 'Crea una chiave API',
      name: 'Nome',
      nameHint: 'Quale sistema la usa, per sapere cosa si ferma se viene revocata.',
      scopes: 'Cosa può fare',
      scopesHint: 'Scegli solo ciò che serve al sistema.',
      expiry: 'Scade dopo (giorni)',
      expiryHint: 'Da 1 a {{max}} giorni. Una chiave scade sempre; creane un’altra o rinnovala prima.',
      addresses: 'Indirizzi consentiti (facoltativo)',
      addressesHint:
        'Un indirizzo IP o un intervallo per riga, come 203.0.113.7 o 198.51.100.0/24. Vuoto: qualsiasi indirizzo.',
      submit: 'Crea la chiave',
      cancel: 'Annulla',
      errorTitle: 'La chiave non è stata creata',
      nameRequired: 'Dai un nome alla chiave.',
      nameTooLong: 'Al massimo {{max}} caratteri.',
      scopesRequired: 'Scegli almeno una cosa che la chiave può fare.',
      expiryInvalid: 'Un numero intero di giorni da 1 a {{max}}.',
      addressInvalid: 'L’indirizzo {{number}} non è un indirizzo IP né un intervallo.',
      tooManyAddresses: 'Al massimo {{max}} indirizzi.',
    },
    rollDialog: {
      title: 'Rinnova «{{name}}»',
      description:
        'La chiave riceve un nuovo segreto, con lo stesso nome e gli stessi ambiti. I sistemi che la usano hanno bisogno del nuovo segreto.',
      overlap: 'Mantieni valido il segreto attuale per',
      overlapHint:
        'Il tempo per dare il nuovo segreto ai sistemi. Scegli nessuno se quello attuale può essere trapelato.',
      overlapNone: 'Nessuno: smette subito',
      overlapOneDay: '1 giorno',
      overlapDays: '{{count}} giorni',
      submit: 'Rinnova la chiave',
      cancel: 'Annulla',
      errorTitle: 'La chiave non è stata rinnovata',
    },
    revokeDialog: {
      title: 'Revocare «{{name}}»?',
      description:
        'Ogni sistema che usa questa chiave viene rifiutato subito, con tutti i suoi segreti. Una chiave revocata non funziona mai più.',
      confirm: 'Revoca la chiave',
      cancel: 'Annulla',
    },
    secret: {
      title: 'Copia ora il segreto di «{{name}}»',
      warning:
        'È l’unica volta in cui il segreto viene mostrato: non è conservato in nessun luogo da cui si possa rileggere. Mettilo nel sistema che usa la chiave. Se va perso, rinnova la chiave per averne un altro.',
      label: 'Segreto',
      copy: 'Copia il segreto',
      copied: 'Copiato negli appunti.',
      copyFailed: 'La copia non ha funzionato: seleziona il segreto e copialo tu.',
      previousUntil: 'Il segreto precedente funziona fino al {{date}}.',
      done: 'L’ho conservato',
    },
  },
};
