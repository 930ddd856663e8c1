import type { NotificationsTexts } from '../en/notifications.ts';

/** Español: texts of the notification centre (the keys of en/notifications.ts). */
export const notificationsTexts: NotificationsTexts = {
  notifications: {
    bell: 'Notificaciones',
    bellUnread: 'Notificaciones, sin leer: {{count}}',
    panel: 'Últimas notificaciones',
    markAllRead: 'Marcar todas como leídas',
    markRead: 'Marcar como leída',
    markReadLabel: 'Marcar «{{title}}» como leída',
    unread: 'Sin leer',
    seeAll: 'Ver todas las notificaciones',
    empty: 'Todavía no hay nada que contarte.',
    loadError: 'No se pudieron cargar las notificaciones.',
    kinds: {
      accountBlocked: 'Cuenta o licencia bloqueada',
      accountUnblocked: 'Cuenta o licencia desbloqueada',
      temporaryUnblockGranted: 'Desbloqueo temporal concedido',
      temporaryUnblockEnded: 'Fin del desbloqueo temporal',
      coinsInserted: 'Monedas añadidas al monedero',
      licenseCreated: 'Nueva licencia',
      licenseRevoked: 'Licencia revocada',
      debitAwaitingApproval: 'Débito pendiente de aprobación',
      debitDecided: 'Débito aprobado o rechazado',
      newSignIn: 'Inicio de sesión desde un navegador nuevo',
      secondFactorChanged: 'Protección de acceso modificada',
    },
    page: {
      title: 'Notificaciones',
      heading: 'Todo lo que te contamos',
      kind: 'Tipo',
      allKinds: 'Todos los tipos',
      unreadOnly: 'Solo sin leer',
      list: 'Notificaciones, de la más reciente a la más antigua',
      counter: 'Mostrando {{from}}–{{to}} de {{total}}',
      pagination: 'Páginas de notificaciones',
      noMatch: 'Ninguna notificación coincide con estos filtros.',
    },
    preferences: {
      heading: 'Notificaciones',
      description:
        'Para cada tipo, elige si aparece en la consola (la campana y la página de notificaciones), si llega por correo, ambas cosas o ninguna.',
      console: 'En la consola',
      mail: 'Por correo',
      security: 'Sobre la seguridad de tu cuenta: siempre aparece en la consola.',
      digest: 'Un correo al día con todo en lugar de correos sueltos',
      save: 'Guardar preferencias',
      saved: 'Tus preferencias de notificación se guardaron.',
      saveError: 'Las preferencias no se guardaron',
      loadError: 'No se pudieron cargar las preferencias de notificación.',
    },
  },
};
