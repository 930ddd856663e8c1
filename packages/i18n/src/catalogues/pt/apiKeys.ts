/** Textos em português das chaves de API: a página de integrações e o cartão de chaves do perfil (ADR 0094). */
export const apiKeysTexts = {
  integrations: {
    title: 'Integrações',
  },
  apiKeys: {
    heading: 'Chaves de API',
    businessDescription:
      'As chaves permitem que outros sistemas, como o faturamento ou um portal de marca, chamem a API pela empresa sem entrar. Uma chave faz o que seus escopos permitem, e nunca mais do que o administrador que a criou pode fazer agora.',
    accountDescription:
      'As chaves permitem que o seu próprio software, como o sistema de um local ou uma planilha, leia sua conta pela API sem a sua senha. Uma chave faz o que seus escopos permitem e nada mais.',
    make: 'Criar uma chave',
    loading: 'Carregando as chaves…',
    loadError: 'Erro ao carregar as chaves.',
    forbidden: 'Só administradores gerenciam as chaves da empresa.',
    empty: 'Nenhuma chave ainda. Crie uma para cada sistema que chama a API, para poder revogar cada uma sozinha.',
    tableCaption: 'Chaves de API, das mais novas às mais antigas',
    columns: {
      key: 'Chave',
      scopes: 'Pode',
      state: 'Estado',
      expires: 'Expira',
      lastUsed: 'Último uso',
      actions: 'Ações',
    },
    states: {
      live: 'Ativa',
      expiringSoon: 'Prestes a expirar',
      expired: 'Expirada',
      revoked: 'Revogada',
    },
    scopes: {
      licenses: {
        read: 'Licenças: ler',
      },
      wallet: {
        read: 'Carteira: ler',
        write: 'Carteira: inserir moedas',
      },
      reports: {
        read: 'Relatórios: ler',
      },
      devices: {
        read: 'Máquinas: ler',
      },
      events: {
        read: 'Eventos: ler o feed',
      },
    },
    anyAddress: 'De qualquer endereço',
    allowedFrom: 'Só de {{addresses}}',
    madeBy: 'Criada por {{name}}',
    neverUsed: 'Nunca usada',
    usedFrom: 'de {{address}}',
    revokedOn: 'Revogada em {{date}}',
    previousSecretUntil: 'O segredo anterior funciona até {{date}}',
    roll: 'Renovar',
    rollLabel: 'Renovar “{{name}}”',
    revoke: 'Revogar',
    revokeLabel: 'Revogar “{{name}}”',
    revoked: 'Revogada: {{name}}. Todo sistema que a usava é recusado a partir de agora.',
    revokeFailed: 'Não revogada: {{name}}',
    notRollable: 'Esta chave foi revogada ou expirou enquanto isso: crie uma nova.',
    failed: 'Não deu certo, tente de novo.',
    checkFields: 'Verifique os campos marcados.',
    create: {
      title: 'Criar uma chave de API',
      name: 'Nome',
      nameHint: 'Qual sistema a usa, para saber o que para se ela for revogada.',
      scopes: 'O que ela pode fazer',
      scopesHint: 'Escolha só o que o sistema precisa.',
      expiry: 'Expira após (dias)',
      expiryHint: 'De 1 a {{max}} dias. Uma chave sempre expira; crie outra ou renove-a antes disso.',
      addresses: 'Endereços permitidos (opcional)',
      addressesHint:
        'Um endereço IP ou faixa por linha, como 203.0.113.7 ou 198.51.100.0/24. Vazio: qualquer endereço.',
      submit: 'Criar a chave',
      cancel: 'Cancelar',
      errorTitle: 'A chave não foi criada',
      nameRequired: 'Dê um nome à chave.',
      nameTooLong: 'No máximo {{max}} caracteres.',
      scopesRequired: 'Escolha pelo menos uma coisa que a chave pode fazer.',
      expiryInvalid: 'Um número inteiro de dias de 1 a {{max}}.',
      addressInvalid: 'O endereço {{number}} não é um endereço IP nem uma faixa.',
      tooManyAddresses: 'No máximo {{max}} endereços.',
    },
    rollDialog: {
      title: 'Renovar “{{name}}”',
      description:
        'A chave recebe um novo segredo, com o mesmo nome e escopos. Os sistemas que a usam precisam do novo segredo.',
      overlap: 'Manter o segredo atual funcionando por',
      overlapHint: 'Tempo para levar o novo segredo aos sistemas. Escolha nenhum se o atual pode ter vazado.',
      overlapNone: 'Nenhum: ele para na hora',
      overlapOneDay: '1 dia',
      overlapDays: '{{count}} dias',
      submit: 'Renovar a chave',
      cancel: 'Cancelar',
      errorTitle: 'A chave não foi renovada',
    },
    revokeDialog: {
      title: 'Revogar “{{name}}”?',
      description:
        'Todo sistema que usa esta chave é recusado na hora, com todos os segredos dela. Uma chave revogada nunca mais funciona.',
      confirm: 'Revogar a chave',
      cancel: 'Cancelar',
    },
    secret: {
      title: 'Copie agora o segredo de “{{name}}”',
      warning:
        'Esta é a única vez que o segredo aparece: ele não fica guardado em nenhum lugar onde possa ser lido de novo. Coloque-o no sistema que usa a chave. Se ele se perder, renove a chave para ter outro.',
      label: 'Segredo',
      copy: 'Copiar o segredo',
      copied: 'Copiado para a área de transferência.',
      copyFailed: 'A cópia não funcionou: selecione o segredo e copie você mesmo.',
      previousUntil: 'O segredo anterior funciona até {{date}}.',
      done: 'Já guardei',
    },
  },
};
