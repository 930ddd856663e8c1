import { durationOf } from './duration.ts';
import type { NotificationTexts } from './texts.ts';

export const notificationTextsEs: NotificationTexts = {
  reasons: {
    'insufficient-coin-balance': 'saldo de monedas insuficiente',
    'pending-part-devolution': 'devolución de pieza pendiente',
    'financial-debt': 'deuda financiera',
    'pending-agreement': 'acuerdo pendiente',
    'owner-request': 'solicitud del propietario',
  },
  accountBlocked: ({ reason, code, licenseKey }) => ({
    title: licenseKey ? `La licencia ${licenseKey} fue bloqueada` : 'Su cuenta fue bloqueada',
    body: `Código #${code}: ${notificationTextsEs.reasons[reason]}. No se puede usar hasta que se retire el bloqueo; contáctenos para regularizarlo.`,
  }),
  accountUnblocked: ({ licenseKey }) => ({
    title: licenseKey ? `La licencia ${licenseKey} fue desbloqueada` : 'Su cuenta fue desbloqueada',
    body: 'Sus licencias se pueden usar de nuevo.',
  }),
  temporaryUnblockGranted: ({ until }, _count, format) => ({
    title: 'Desbloqueo temporal',
    body: `Su cuenta está desbloqueada hasta el ${format.dateTime(until)} mientras se revisa su solicitud.`,
  }),
  temporaryUnblockEnded: () => ({
    title: 'Su desbloqueo temporal terminó',
    body: 'Su cuenta está bloqueada de nuevo hasta que se retire el bloqueo.',
  }),
  coinsInserted: ({ coins, balance }, count, format) => ({
    title: `${format.number(coins)} monedas añadidas a su billetera`,
    body:
      count > 1
        ? `${format.number(count)} inserciones. Su saldo es de ${format.number(balance)} monedas.`
        : `Su saldo es de ${format.number(balance)} monedas.`,
  }),
  licenseCreated: ({ label }) => ({ title: 'Nueva licencia', body: `La licencia ${label} es suya.` }),
  licenseRevoked: ({ label }) => ({ title: 'Licencia revocada', body: `La licencia ${label} fue revocada.` }),
  debitAwaitingApproval: ({ clientName, coins }, count, format) => ({
    title: count > 1 ? `${format.number(count)} débitos esperan su aprobación` : 'Un débito espera su aprobación',
    body: `${format.number(coins)} monedas de ${clientName}.`,
  }),
  debitDecided: ({ clientName, coins, approved }, _count, format) => ({
    title: approved ? 'Su débito fue aprobado' : 'Su débito fue rechazado',
    body: `${format.number(coins)} monedas de ${clientName}.`,
  }),
  newSignIn: ({ browser }) => ({
    title: 'Inicio de sesión desde un navegador nuevo',
    body: `Alguien inició sesión en su cuenta con ${browser}. Si no fue usted, cambie su contraseña y cierre sus otras sesiones.`,
  }),
  secondFactorChanged: ({ change }) => ({
    title: 'La protección de su inicio de sesión cambió',
    body: {
      totpOn: 'Una app de autenticación protege ahora su inicio de sesión.',
      totpOff: 'La app de autenticación se quitó de su cuenta.',
      passkeyAdded: 'Se añadió una llave de acceso a su cuenta.',
      passkeyRemoved: 'Se quitó una llave de acceso de su cuenta.',
    }[change],
  }),
  coasterOffline: ({ label, hostname, since }, count, format) => ({
    title: count > 1 ? `${format.number(count)} máquinas están desconectadas` : `${label} está desconectada`,
    body:
      count > 1
        ? `La última: ${label}${hostname ? ` (${hostname})` : ''}, sin contacto desde ${format.dateTime(since)}.`
        : `${hostname ?? 'La máquina'} no se comunica desde ${format.dateTime(since)}.`,
  }),
  coasterStillOffline: ({ label, since, hours }, count, format) => ({
    title:
      count > 1
        ? `${format.number(count)} máquinas siguen desconectadas`
        : `${label} sigue desconectada tras ${format.number(hours)} horas`,
    body: `La última: ${label}, sin contacto desde ${format.dateTime(since)}.`,
  }),
  coasterBackOnline: ({ label, outageMinutes }, count, format) => ({
    title:
      count > 1 ? `${format.number(count)} máquinas vuelven a estar conectadas` : `${label} vuelve a estar conectada`,
    body: `La última, ${label}, estuvo desconectada ${durationOf(outageMinutes, format, 'h', 'min')}.`,
  }),
  coasterSilent: ({ label, lastRideAt }, count, format) => ({
    title:
      count > 1 ? `${format.number(count)} máquinas conectadas pero paradas` : `${label} está conectada pero parada`,
    body: `${label} está encendida pero no juega desde hace horas en las que suele jugar${lastRideAt ? ` (último viaje ${format.dateTime(lastRideAt)})` : ''}.`,
  }),
  coasterSyncBacklog: ({ label, pendingRides, waitingSince }, _count, format) => ({
    title: `${label} tiene viajes por entregar`,
    body: `${format.number(pendingRides)} viajes esperan desde ${format.dateTime(waitingSince)}. Revise la red de la máquina.`,
  }),
  licenseFileExpiring: ({ label, expiresAt }, _count, format) => ({
    title: `${label} dejará de jugar si no vuelve a conectarse`,
    body: `Está desconectada y su archivo de licencia caduca el ${format.dateTime(expiresAt)}.`,
  }),
  walletRunwayLow: ({ days, daysLeft, blockExpectedAt }, _count, format) => ({
    title: days === 1 ? 'Monedas para menos de un día' : `Monedas para menos de ${format.number(days)} días`,
    body: `Al ritmo de los últimos 7 días, sus monedas duran ${format.number(daysLeft)} días${blockExpectedAt ? `: la cuenta se bloqueará hacia ${format.dateTime(blockExpectedAt)}` : ''}. Compre monedas para que sus máquinas sigan funcionando.`,
  }),
  venueOutage: ({ clientName, machines, since }, _count, format) => ({
    title: `Caída en el local de ${clientName}`,
    body: `${format.number(machines)} máquinas se desconectaron juntas hacia ${format.dateTime(since)}.`,
  }),
  runwayWatchList: ({ clients, total }, _count, format) => ({
    title: `${format.number(total)} clientes se quedan sin monedas en 3 días`,
    body: clients.map((client) => `${client.name}: ${format.number(client.daysLeft)} días`).join('; '),
  }),
  outdatedAppVersions: ({ machines, minimum }, _count, format) => ({
    title: `${format.number(machines)} máquinas con una app anterior a ${minimum}`,
    body: 'Sus dueños deberían actualizarlas.',
  }),
  apiKeyExpiring: ({ name, hint, days, expiresAt }, _count, format) => ({
    title:
      days === 1
        ? `La clave de API ${name} caduca en menos de un día`
        : `La clave de API ${name} caduca en menos de ${format.number(days)} días`,
    body: `${hint}… deja de funcionar el ${format.dateTime(expiresAt)}. Amplíe su validez o cree una clave nueva antes y actualice los sistemas que la usan.`,
  }),
  webhookEndpointDisabled: ({ url, failingSince }, _count, format) => ({
    title: 'Se desactivó un endpoint de webhooks',
    body: `Todas las entregas a ${url} fallaron desde ${format.dateTime(failingSince)}. Actívelo de nuevo para reenviar lo que no recibió.`,
  }),
  digestSubject: 'Sus notificaciones del día en Orbit Console',
  digestIntro: (count) => (count === 1 ? 'Pasó una cosa:' : `Pasaron ${count} cosas:`),
  mailFooter: 'Puede elegir lo que llega por correo en su página de perfil.',
  open: 'Abrir Orbit Console',
};
