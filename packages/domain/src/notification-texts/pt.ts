import type { NotificationTexts } from './texts.ts';

export const notificationTextsPt: NotificationTexts = {
  reasons: {
    'insufficient-coin-balance': 'saldo de moedas insuficiente',
    'pending-part-devolution': 'devolução de peça pendente',
    'financial-debt': 'débito financeiro',
    'pending-agreement': 'acordo pendente',
    'owner-request': 'pedido do proprietário',
  },
  accountBlocked: ({ reason, code, licenseKey }) => ({
    title: licenseKey ? `A licença ${licenseKey} foi bloqueada` : 'Sua conta foi bloqueada',
    body: `Código #${code}: ${notificationTextsPt.reasons[reason]}. Não pode ser usada até o bloqueio ser retirado; fale conosco para regularizar.`,
  }),
  accountUnblocked: ({ licenseKey }) => ({
    title: licenseKey ? `A licença ${licenseKey} foi desbloqueada` : 'Sua conta foi desbloqueada',
    body: 'Suas licenças podem ser usadas novamente.',
  }),
  temporaryUnblockGranted: ({ until }, _count, format) => ({
    title: 'Desbloqueio temporário',
    body: `Sua conta está desbloqueada até ${format.dateTime(until)} enquanto seu pedido está em análise.`,
  }),
  temporaryUnblockEnded: () => ({
    title: 'Seu desbloqueio temporário terminou',
    body: 'Sua conta está bloqueada de novo até o bloqueio ser retirado.',
  }),
  coinsInserted: ({ coins, balance }, count, format) => ({
    title: `${format.number(coins)} moedas adicionadas à sua carteira`,
    body:
      count > 1
        ? `${format.number(count)} inserções. Seu saldo é de ${format.number(balance)} moedas.`
        : `Seu saldo é de ${format.number(balance)} moedas.`,
  }),
  licenseCreated: ({ label }) => ({ title: 'Nova licença', body: `A licença ${label} é sua.` }),
  licenseRevoked: ({ label }) => ({ title: 'Licença revogada', body: `A licença ${label} foi revogada.` }),
  debitAwaitingApproval: ({ clientName, coins }, count, format) => ({
    title: count > 1 ? `${format.number(count)} débitos aguardam sua aprovação` : 'Um débito aguarda sua aprovação',
    body: `${format.number(coins)} moedas de ${clientName}.`,
  }),
  debitDecided: ({ clientName, coins, approved }, _count, format) => ({
    title: approved ? 'Seu débito foi aprovado' : 'Seu débito foi rejeitado',
    body: `${format.number(coins)} moedas de ${clientName}.`,
  }),
  newSignIn: ({ browser }) => ({
    title: 'Entrada por um novo navegador',
    body: `Alguém entrou na sua conta com ${browser}. Se não foi você, troque sua senha e encerre suas outras sessões.`,
  }),
  secondFactorChanged: ({ change }) => ({
    title: 'A proteção da sua entrada mudou',
    body: {
      totpOn: 'Um app autenticador agora protege sua entrada.',
      totpOff: 'O app autenticador foi removido da sua conta.',
      passkeyAdded: 'Uma chave de acesso foi adicionada à sua conta.',
      passkeyRemoved: 'Uma chave de acesso foi removida da sua conta.',
    }[change],
  }),
  digestSubject: 'Suas notificações do dia no Orbit Console',
  digestIntro: (count) => (count === 1 ? 'Aconteceu uma coisa:' : `Aconteceram ${count} coisas:`),
  mailFooter: 'Você pode escolher o que chega por e-mail na sua página de perfil.',
  open: 'Abrir o Orbit Console',
};
