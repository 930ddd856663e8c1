import type { FailedJobsTexts } from '../en/failedJobs.ts';

/** Português (Brasil): texts of the failed jobs page (the keys of en/failedJobs.ts). */
export const failedJobsTexts: FailedJobsTexts = {
  failedJobs: {
    title: 'Tarefas com falha',
    heading: 'Trabalho em segundo plano que esgotou as tentativas',
    tableCaption: 'Tarefas em segundo plano com falha',
    columns: {
      queue: 'Fila',
      summary: 'O quê',
      error: 'Erro',
      attempts: 'Tentativas',
      createdAt: 'Pedida em',
      failedAt: 'Falhou em',
    },
    queues: {
      mail: 'E-mail',
      'sweep-expired': 'Limpeza de sessões',
      'notification-digest': 'Resumo de notificações',
      'unblock-ends': 'Fim de um desbloqueio temporário',
      'live-sweep': 'Limpeza de atualizações em tempo real antigas',
    },
    retry: 'Repetir',
    retryLabel: 'Repetir “{{summary}}”',
    retried: 'Devolvida à sua fila: {{summary}}.',
    counter: 'Mostrando {{from}}–{{to}} de {{total}}',
    pagination: 'Páginas de tarefas com falha',
    empty: 'Nenhuma tarefa com falha: todo o trabalho em segundo plano foi concluído.',
    loadError: 'Erro ao carregar as tarefas com falha.',
    errorTitle: 'Não devolvida: {{summary}}',
    error: 'Não foi possível devolver a tarefa à sua fila, tente de novo.',
    gone: 'Esta tarefa não está mais entre as com falha: já foi devolvida à fila, ou seu período de retenção terminou.',
  },
};
