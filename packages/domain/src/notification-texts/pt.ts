import { durationOf } from './duration.ts';
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
  coasterOffline: ({ label, hostname, since }, count, format) => ({
    title: count > 1 ? `${format.number(count)} máquinas estão offline` : `${label} está offline`,
    body:
      count > 1
        ? `A última: ${label}${hostname ? ` (${hostname})` : ''}, sem contato desde ${format.dateTime(since)}.`
        : `${hostname ?? 'A máquina'} não se comunica desde ${format.dateTime(since)}.`,
  }),
  coasterStillOffline: ({ label, since, hours }, count, format) => ({
    title:
      count > 1
        ? `${format.number(count)} máquinas continuam offline`
        : `${label} continua offline após ${format.number(hours)} horas`,
    body: `A última: ${label}, sem contato desde ${format.dateTime(since)}.`,
  }),
  coasterBackOnline: ({ label, outageMinutes }, count, format) => ({
    title: count > 1 ? `${format.number(count)} máquinas voltaram a ficar online` : `${label} voltou a ficar online`,
    body: `A última, ${label}, ficou offline por ${durationOf(outageMinutes, format, 'h', 'min')}.`,
  }),
  coasterSilent: ({ label, lastRideAt }, count, format) => ({
    title: count > 1 ? `${format.number(count)} máquinas online mas paradas` : `${label} está online mas parada`,
    body: `${label} está ligada mas não joga há horas em que costuma jogar${lastRideAt ? ` (último passeio ${format.dateTime(lastRideAt)})` : ''}.`,
  }),
  coasterSyncBacklog: ({ label, pendingRides, waitingSince }, _count, format) => ({
    title: `${label} tem passeios por enviar`,
    body: `${format.number(pendingRides)} passeios esperam desde ${format.dateTime(waitingSince)}. Verifique a rede da máquina.`,
  }),
  licenseFileExpiring: ({ label, expiresAt }, _count, format) => ({
    title: `${label} vai parar se não voltar a ficar online`,
    body: `Está offline e o arquivo de licença expira em ${format.dateTime(expiresAt)}.`,
  }),
  walletRunwayLow: ({ days, daysLeft, blockExpectedAt }, _count, format) => ({
    title: days === 1 ? 'Moedas para menos de um dia' : `Moedas para menos de ${format.number(days)} dias`,
    body: `No ritmo dos últimos 7 dias, suas moedas duram ${format.number(daysLeft)} dias${blockExpectedAt ? `: a conta será bloqueada por volta de ${format.dateTime(blockExpectedAt)}` : ''}. Compre moedas para manter suas máquinas funcionando.`,
  }),
  venueOutage: ({ clientName, machines, since }, _count, format) => ({
    title: `Queda no local de ${clientName}`,
    body: `${format.number(machines)} máquinas ficaram offline juntas por volta de ${format.dateTime(since)}.`,
  }),
  runwayWatchList: ({ clients, total }, _count, format) => ({
    title: `${format.number(total)} clientes ficam sem moedas em até 3 dias`,
    body: clients.map((client) => `${client.name}: ${format.number(client.daysLeft)} dias`).join('; '),
  }),
  outdatedAppVersions: ({ machines, minimum }, _count, format) => ({
    title: `${format.number(machines)} máquinas com app anterior a ${minimum}`,
    body: 'Os donos devem atualizá-las.',
  }),
  apiKeyExpiring: ({ name, hint, days, expiresAt }, _count, format) => ({
    title:
      days === 1
        ? `A chave de API ${name} expira em menos de um dia`
        : `A chave de API ${name} expira em menos de ${format.number(days)} dias`,
    body: `${hint}… deixa de funcionar em ${format.dateTime(expiresAt)}. Prolongue a validade ou crie uma nova chave antes disso e atualize os sistemas que a usam.`,
  }),
  webhookEndpointDisabled: ({ url, failingSince }, _count, format) => ({
    title: 'Um endpoint de webhooks foi desativado',
    body: `Todas as entregas para ${url} falham desde ${format.dateTime(failingSince)}. Ative-o de novo para reenviar o que ele não recebeu.`,
  }),
  digestSubject: 'Suas notificações do dia no Orbit Console',
  digestIntro: (count) => (count === 1 ? 'Aconteceu uma coisa:' : `Aconteceram ${count} coisas:`),
  mailFooter: 'Você pode escolher o que chega por e-mail na sua página de perfil.',
  open: 'Abrir o Orbit Console',
};
