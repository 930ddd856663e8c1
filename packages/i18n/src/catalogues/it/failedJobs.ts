import type { FailedJobsTexts } from '../en/failedJobs.ts';

/** Italiano: texts of the failed jobs page (the keys of en/failedJobs.ts). */
export const failedJobsTexts: FailedJobsTexts = {
  failedJobs: {
    title: 'Attività non riuscite',
    heading: 'Attività in background che hanno esaurito i tentativi',
    tableCaption: 'Attività in background non riuscite',
    columns: {
      queue: 'Coda',
      summary: 'Cosa',
      error: 'Errore',
      attempts: 'Tentativi',
      createdAt: 'Chiesta il',
      failedAt: 'Fallita il',
    },
    queues: {
      mail: 'E-mail',
      'sweep-expired': 'Pulizia delle sessioni',
      'notification-digest': 'Riepilogo delle notifiche',
      'unblock-ends': 'Fine di uno sblocco temporaneo',
      'live-sweep': 'Pulizia dei vecchi aggiornamenti in tempo reale',
    },
    retry: 'Rilancia',
    retryLabel: 'Rilancia «{{summary}}»',
    retried: 'Rimessa nella sua coda: {{summary}}.',
    counter: '{{from}}–{{to}} di {{total}}',
    pagination: 'Pagine delle attività non riuscite',
    empty: 'Nessuna attività non riuscita: tutto il lavoro in background è andato a buon fine.',
    loadError: 'Errore nel caricare le attività non riuscite.',
    errorTitle: 'Non rimessa in coda: {{summary}}',
    error: 'Non è stato possibile rimettere l’attività in coda, riprova.',
    gone: 'Questa attività non è più tra quelle non riuscite: è già stata rimessa in coda, oppure il suo periodo di conservazione è finito.',
  },
};
