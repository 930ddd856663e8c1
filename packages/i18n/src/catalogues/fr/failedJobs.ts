import type { FailedJobsTexts } from '../en/failedJobs.ts';

/** Français: texts of the failed jobs page (the keys of en/failedJobs.ts). */
export const failedJobsTexts: FailedJobsTexts = {
  failedJobs: {
    title: 'Tâches en échec',
    heading: 'Tâches d’arrière-plan qui ont épuisé leurs tentatives',
    tableCaption: 'Tâches d’arrière-plan en échec',
    columns: {
      queue: 'File',
      summary: 'Objet',
      error: 'Erreur',
      attempts: 'Tentatives',
      createdAt: 'Demandée le',
      failedAt: 'Échouée le',
    },
    queues: {
      mail: 'E-mail',
      'sweep-expired': 'Nettoyage des sessions',
      'notification-digest': 'Résumé des notifications',
      'unblock-ends': 'Fin d’un déblocage temporaire',
      'live-sweep': 'Nettoyage des anciennes mises à jour en direct',
    },
    retry: 'Relancer',
    retryLabel: 'Relancer « {{summary}} »',
    retried: 'Renvoyée dans sa file : {{summary}}.',
    counter: '{{from}}–{{to}} affichées sur {{total}}',
    pagination: 'Pages des tâches en échec',
    empty: 'Aucune tâche en échec : tout le travail d’arrière-plan a abouti.',
    loadError: 'Erreur lors du chargement des tâches en échec.',
    errorTitle: 'Non renvoyée : {{summary}}',
    error: 'La tâche n’a pas pu être renvoyée dans sa file, réessayez.',
    gone: 'Cette tâche n’est plus parmi les tâches en échec : elle a déjà été renvoyée, ou sa durée de conservation est écoulée.',
  },
};
