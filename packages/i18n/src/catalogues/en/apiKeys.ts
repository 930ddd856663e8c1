/**
 * English texts of the API keys (ADR 0092, 0094): the admins' integrations page and the keys card of the profile,
 * loaded with them only, as no other page shows them (ADR 0081). The reference: every other language has exactly
 * these keys.
 */
export const apiKeysTexts = {
  integrations: {
    title: 'Integrations',
  },
  apiKeys: {
    heading: 'API keys',
    businessDescription:
      'Keys let other systems, such as invoicing or a brand portal, call the API for the business without signing in. A key does what its scopes allow, and never more than the admin who made it may do now.',
    accountDescription:
      'Keys let your own software, such as a venue system or a spreadsheet, read your account through the API without your password. A key does what its scopes allow and nothing else.',
    make: 'Make a key',
    loading: 'Loading the keys…',
    loadError: 'Error loading the keys.',
    forbidden: 'Only admins manage the business’s keys.',
    empty: 'No keys yet. Make one for each system that calls the API, so each can be revoked alone.',
    tableCaption: 'API keys, newest first',
    columns: {
      key: 'Key',
      scopes: 'May',
      state: 'State',
      expires: 'Expires',
      lastUsed: 'Last used',
      actions: 'Actions',
    },
    states: {
      live: 'Live',
      expiringSoon: 'Expiring soon',
      expired: 'Expired',
      revoked: 'Revoked',
    },
    scopes: {
      licenses: {
        read: 'Licences: read',
      },
      wallet: {
        read: 'Wallet: read',
        write: 'Wallet: insert coins',
      },
      reports: {
        read: 'Reports: read',
      },
      devices: {
        read: 'Machines: read',
      },
      events: {
        read: 'Events: read the feed',
      },
    },
    anyAddress: 'From any address',
    allowedFrom: 'Only from {{addresses}}',
    madeBy: 'Made by {{name}}',
    neverUsed: 'Never used',
    usedFrom: 'from {{address}}',
    revokedOn: 'Revoked on {{date}}',
    previousSecretUntil: 'The previous secret works until {{date}}',
    roll: 'Roll',
    rollLabel: 'Roll “{{name}}”',
    revoke: 'Revoke',
    revokeLabel: 'Revoke “{{name}}”',
    revoked: 'Revoked: {{name}}. Every system that used it is refused from now on.',
    revokeFailed: 'Not revoked: {{name}}',
    notRollable: 'This key was revoked or has expired meanwhile: make a new one instead.',
    failed: 'That did not work, try again.',
    checkFields: 'Check the fields marked.',
    create: {
      title: 'Make an API key',
      name: 'Name',
      nameHint: 'Which system uses it, so you know what breaks if it is revoked.',
      scopes: 'What it may do',
      scopesHint: 'Choose only what the system needs.',
      expiry: 'Expires after (days)',
      expiryHint: 'From 1 to {{max}} days. A key always expires; make a new one or roll it before then.',
      addresses: 'Allowed addresses (optional)',
      addressesHint: 'One IP address or range per line, such as 203.0.113.7 or 198.51.100.0/24. Empty: any address.',
      submit: 'Make the key',
      cancel: 'Cancel',
      errorTitle: 'The key was not made',
      nameRequired: 'Give the key a name.',
      nameTooLong: 'At most {{max}} characters.',
      scopesRequired: 'Choose at least one thing the key may do.',
      expiryInvalid: 'A whole number of days from 1 to {{max}}.',
      addressInvalid: 'Address {{number}} is not an IP address or range.',
      tooManyAddresses: 'At most {{max}} addresses.',
    },
    rollDialog: {
      title: 'Roll “{{name}}”',
      description:
        'The key gets a new secret, with the same name and scopes. The systems that use it need the new secret.',
      overlap: 'Keep the current secret working for',
      overlapHint: 'Time to give the systems the new secret. Choose none if the current one may have leaked.',
      overlapNone: 'None: it stops at once',
      overlapOneDay: '1 day',
      overlapDays: '{{count}} days',
      submit: 'Roll the key',
      cancel: 'Cancel',
      errorTitle: 'The key was not rolled',
    },
    revokeDialog: {
      title: 'Revoke “{{name}}”?',
      description:
        'Every system that uses this key is refused at once, with every secret it has. A revoked key never works again.',
      confirm: 'Revoke the key',
      cancel: 'Cancel',
    },
    secret: {
      title: 'Copy the secret of “{{name}}” now',
      warning:
        'This is the only time the secret is shown: it is not stored anywhere it can be read again. Put it in the system that uses the key. If it is lost, roll the key for a new one.',
      label: 'Secret',
      copy: 'Copy the secret',
      copied: 'Copied to the clipboard.',
      copyFailed: 'Copying did not work: select the secret and copy it yourself.',
      previousUntil: 'The previous secret works until {{date}}.',
      done: 'I have stored it',
    },
  },
};

export type ApiKeysTexts = typeof apiKeysTexts;
