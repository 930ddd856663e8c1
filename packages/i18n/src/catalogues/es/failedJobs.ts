import type { FailedJobsTexts } from '../en/failedJobs.ts';

/** Español: texts of the failed jobs page (the keys of en/failedJobs.ts). */
export const failedJobsTexts: FailedJobsTexts = {
  failedJobs: {
    title: 'Trabajos fallidos',
    heading: 'Trabajo en segundo plano que agotó sus intentos',
    tableCaption: 'Trabajos en segundo plano fallidos',
    columns: {
      queue: 'Cola',
      summary: 'Qué',
      error: 'Error',
      attempts: 'Intentos',
      createdAt: 'Pedido el',
      failedAt: 'Falló el',
    },
    queues: {
      mail: 'Correo',
      'sweep-expired': 'Limpieza de sesiones',
      'notification-digest': 'Resumen de notificaciones',
      'unblock-ends': 'Fin de un desbloqueo temporal',
      'live-sweep': 'Limpieza de actualizaciones en vivo antiguas',
    },
    retry: 'Reintentar',
    retryLabel: 'Reintentar «{{summary}}»',
    retried: 'Devuelto a su cola: {{summary}}.',
    counter: 'Mostrando {{from}}–{{to}} de {{total}}',
    pagination: 'Páginas de trabajos fallidos',
    empty: 'No hay trabajos fallidos: todo el trabajo en segundo plano se completó.',
    loadError: 'Error al cargar los trabajos fallidos.',
    errorTitle: 'No se devolvió: {{summary}}',
    error: 'No se pudo devolver el trabajo a su cola, inténtalo de nuevo.',
    gone: 'Este trabajo ya no está entre los fallidos: ya se devolvió a su cola o terminó su periodo de conservación.',
  },
};
