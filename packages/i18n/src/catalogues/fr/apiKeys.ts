/** Textes français des clés d’API : la page des intégrations et la carte des clés du profil (ADR 0094). */
export const apiKeysTexts = {
  integrations: {
    title: 'Intégrations',
  },
  apiKeys: {
    heading: 'Clés d’API',
    businessDescription:
      'Les clés permettent à d’autres systèmes, comme la facturation ou un portail de marque, d’appeler l’API pour l’entreprise sans se connecter. Une clé fait ce que ses portées permettent, et jamais plus que ce que l’administrateur qui l’a créée peut faire maintenant.',
    accountDescription:
      'Les clés permettent à votre propre logiciel, comme le système d’un lieu ou un tableur, de lire votre compte par l’API sans votre mot de passe. Une clé fait ce que ses portées permettent et rien d’autre.',
    make: 'Créer une clé',
    loading: 'Chargement des clés…',
    loadError: 'Erreur lors du chargement des clés.',
    forbidden: 'Seuls les administrateurs gèrent les clés de l’entreprise.',
    empty:
      'Aucune clé pour l’instant. Créez-en une pour chaque système qui appelle l’API, afin de pouvoir révoquer chacune seule.',
    tableCaption: 'Clés d’API, des plus récentes aux plus anciennes',
    columns: {
      key: 'Clé',
      scopes: 'Peut',
      state: 'État',
      expires: 'Expire',
      lastUsed: 'Dernière utilisation',
      actions: 'Actions',
    },
    states: {
      live: 'Active',
      expiringSoon: 'Expire bientôt',
      expired: 'Expirée',
      revoked: 'Révoquée',
    },
    scopes: {
      licenses: {
        read: 'Licences : lire',
      },
      wallet: {
        read: 'Portefeuille : lire',
        write: 'Portefeuille : insérer des pièces',
      },
      reports: {
        read: 'Rapports : lire',
      },
      devices: {
        read: 'Machines : lire',
      },
      events: {
        read: 'Événements : lire le flux',
      },
    },
    anyAddress: 'Depuis n’importe quelle adresse',
    allowedFrom: 'Seulement depuis {{addresses}}',
    madeBy: 'Créée par {{name}}',
    neverUsed: 'Jamais utilisée',
    usedFrom: 'depuis {{address}}',
    revokedOn: 'Révoquée le {{date}}',
    previousSecretUntil: 'Le secret précédent fonctionne jusqu’au {{date}}',
    roll: 'Renouveler',
    rollLabel: 'Renouveler « {{name}} »',
    revoke: 'Révoquer',
    revokeLabel: 'Révoquer « {{name}} »',
    revoked: 'Révoquée : {{name}}. Tout système qui l’utilisait est refusé désormais.',
    revokeFailed: 'Non révoquée : {{name}}',
    notRollable: 'Cette clé a été révoquée ou a expiré entre-temps : créez-en une nouvelle.',
    failed: 'Cela n’a pas fonctionné, réessayez.',
    checkFields: 'Vérifiez les champs signalés.',
    create: {
      title: 'Créer une clé d’API',
      name: 'Nom',
      nameHint: 'Quel système l’utilise, pour savoir ce qui s’arrête si elle est révoquée.',
      scopes: 'Ce qu’elle peut faire',
      scopesHint: 'Choisissez seulement ce dont le système a besoin.',
      expiry: 'Expire après (jours)',
      expiryHint: 'De 1 à {{max}} jours. Une clé expire toujours ; créez-en une autre ou renouvelez-la avant.',
      addresses: 'Adresses autorisées (facultatif)',
      addressesHint:
        'Une adresse IP ou une plage par ligne, comme 203.0.113.7 ou 198.51.100.0/24. Vide : n’importe quelle adresse.',
      submit: 'Créer la clé',
      cancel: 'Annuler',
      errorTitle: 'La clé n’a pas été créée',
      nameRequired: 'Donnez un nom à la clé.',
      nameTooLong: '{{max}} caractères au plus.',
      scopesRequired: 'Choisissez au moins une chose que la clé peut faire.',
      expiryInvalid: 'Un nombre entier de jours de 1 à {{max}}.',
      addressInvalid: 'L’adresse {{number}} n’est ni une adresse IP ni une plage.',
      tooManyAddresses: '{{max}} adresses au plus.',
    },
    rollDialog: {
      title: 'Renouveler « {{name}} »',
      description:
        'La clé reçoit un nouveau secret, avec le même nom et les mêmes portées. Les systèmes qui l’utilisent ont besoin du nouveau secret.',
      overlap: 'Garder le secret actuel valable pendant',
      overlapHint: 'Le temps de donner le nouveau secret aux systèmes. Choisissez aucun si l’actuel a peut-être fuité.',
      overlapNone: 'Aucun : il cesse aussitôt',
      overlapOneDay: '1 jour',
      overlapDays: '{{count}} jours',
      submit: 'Renouveler la clé',
      cancel: 'Annuler',
      errorTitle: 'La clé n’a pas été renouvelée',
    },
    revokeDialog: {
      title: 'Révoquer « {{name}} » ?',
      description:
        'Tout système qui utilise cette clé est refusé aussitôt, avec tous ses secrets. Une clé révoquée ne fonctionne plus jamais.',
      confirm: 'Révoquer la clé',
      cancel: 'Annuler',
    },
    secret: {
      title: 'Copiez maintenant le secret de « {{name}} »',
      warning:
        'C’est la seule fois que le secret est affiché : il n’est conservé nulle part où il pourrait être relu. Mettez-le dans le système qui utilise la clé. S’il est perdu, renouvelez la clé pour en obtenir un autre.',
      label: 'Secret',
      copy: 'Copier le secret',
      copied: 'Copié dans le presse-papiers.',
      copyFailed: 'La copie n’a pas fonctionné : sélectionnez le secret et copiez-le vous-même.',
      previousUntil: 'Le secret précédent fonctionne jusqu’au {{date}}.',
      done: 'Je l’ai conservé',
    },
  },
};
