import type { NotificationsTexts } from '../en/notifications.ts';

/** Português (Brasil): texts of the notification centre (the keys of en/notifications.ts). */
export const notificationsTexts: NotificationsTexts = {
  notifications: {
    bell: 'Notificações',
    bellUnread: 'Notificações, não lidas: {{count}}',
    panel: 'Últimas notificações',
    markAllRead: 'Marcar todas como lidas',
    markRead: 'Marcar como lida',
    markReadLabel: 'Marcar “{{title}}” como lida',
    unread: 'Não lida',
    seeAll: 'Ver todas as notificações',
    empty: 'Nada para contar ainda.',
    loadError: 'Não foi possível carregar as notificações.',
    kinds: {
      accountBlocked: 'Conta ou licença bloqueada',
      accountUnblocked: 'Conta ou licença desbloqueada',
      temporaryUnblockGranted: 'Desbloqueio temporário concedido',
      temporaryUnblockEnded: 'Fim do desbloqueio temporário',
      coinsInserted: 'Moedas adicionadas à carteira',
      licenseCreated: 'Nova licença',
      licenseRevoked: 'Licença revogada',
      debitAwaitingApproval: 'Débito aguardando aprovação',
      debitDecided: 'Débito aprovado ou rejeitado',
      newSignIn: 'Acesso de um novo navegador',
      secondFactorChanged: 'Proteção de acesso alterada',
    },
    page: {
      title: 'Notificações',
      heading: 'Tudo o que lhe contamos',
      kind: 'Tipo',
      allKinds: 'Todos os tipos',
      unreadOnly: 'Só as não lidas',
      list: 'Notificações, das mais recentes às mais antigas',
      counter: 'Mostrando {{from}}–{{to}} de {{total}}',
      pagination: 'Páginas de notificações',
      noMatch: 'Nenhuma notificação corresponde a estes filtros.',
    },
    preferences: {
      heading: 'Notificações',
      description:
        'Para cada tipo, escolha se aparece no console (o sino e a página de notificações), se chega por e-mail, ambos ou nenhum.',
      console: 'No console',
      mail: 'Por e-mail',
      security: 'Sobre a segurança da sua conta: sempre aparece no console.',
      digest: 'Um e-mail por dia com tudo em vez de e-mails avulsos',
      save: 'Salvar preferências',
      saved: 'Suas preferências de notificação foram salvas.',
      saveError: 'As preferências não foram salvas',
      loadError: 'Não foi possível carregar as preferências de notificação.',
    },
  },
};
