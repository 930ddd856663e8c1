import { durationOf } from './duration.ts';
import type { NotificationTexts } from './texts.ts';

export const notificationTextsFr: NotificationTexts = {
  reasons: {
    'insufficient-coin-balance': 'solde de pièces insuffisant',
    'pending-part-devolution': 'retour de pièce en attente',
    'financial-debt': 'dette financière',
    'pending-agreement': 'accord en attente',
    'owner-request': 'demande du propriétaire',
  },
  accountBlocked: ({ reason, code, licenseKey }) => ({
    title: licenseKey ? `La licence ${licenseKey} a été bloquée` : 'Votre compte a été bloqué',
    body: `Code n° ${code} : ${notificationTextsFr.reasons[reason]}. Il ne peut pas être utilisé tant que le blocage n’est pas levé ; contactez-nous pour régulariser.`,
  }),
  accountUnblocked: ({ licenseKey }) => ({
    title: licenseKey ? `La licence ${licenseKey} a été débloquée` : 'Votre compte a été débloqué',
    body: 'Vos licences peuvent de nouveau être utilisées.',
  }),
  temporaryUnblockGranted: ({ until }, _count, format) => ({
    title: 'Déblocage temporaire',
    body: `Votre compte est débloqué jusqu’au ${format.dateTime(until)} pendant l’examen de votre demande.`,
  }),
  temporaryUnblockEnded: () => ({
    title: 'Votre déblocage temporaire a pris fin',
    body: 'Votre compte est de nouveau bloqué jusqu’à la levée du blocage.',
  }),
  coinsInserted: ({ coins, balance }, count, format) => ({
    title: `${format.number(coins)} pièces ajoutées à votre portefeuille`,
    body:
      count > 1
        ? `${format.number(count)} ajouts. Votre solde est de ${format.number(balance)} pièces.`
        : `Votre solde est de ${format.number(balance)} pièces.`,
  }),
  licenseCreated: ({ label }) => ({ title: 'Nouvelle licence', body: `La licence ${label} est à vous.` }),
  licenseRevoked: ({ label }) => ({ title: 'Licence révoquée', body: `La licence ${label} a été révoquée.` }),
  debitAwaitingApproval: ({ clientName, coins }, count, format) => ({
    title:
      count > 1 ? `${format.number(count)} débits attendent votre approbation` : 'Un débit attend votre approbation',
    body: `${format.number(coins)} pièces de ${clientName}.`,
  }),
  debitDecided: ({ clientName, coins, approved }, _count, format) => ({
    title: approved ? 'Votre débit a été approuvé' : 'Votre débit a été refusé',
    body: `${format.number(coins)} pièces de ${clientName}.`,
  }),
  newSignIn: ({ browser }) => ({
    title: 'Connexion depuis un nouveau navigateur',
    body: `Quelqu’un s’est connecté à votre compte avec ${browser}. Si ce n’était pas vous, changez votre mot de passe et fermez vos autres sessions.`,
  }),
  secondFactorChanged: ({ change }) => ({
    title: 'La protection de votre connexion a changé',
    body: {
      totpOn: 'Une application d’authentification protège désormais votre connexion.',
      totpOff: 'L’application d’authentification a été retirée de votre compte.',
      passkeyAdded: 'Une clé d’accès a été ajoutée à votre compte.',
      passkeyRemoved: 'Une clé d’accès a été retirée de votre compte.',
    }[change],
  }),
  coasterOffline: ({ label, hostname, since }, count, format) => ({
    title: count > 1 ? `${format.number(count)} machines sont hors ligne` : `${label} est hors ligne`,
    body:
      count > 1
        ? `La dernière : ${label}${hostname ? ` (${hostname})` : ''}, muette depuis ${format.dateTime(since)}.`
        : `${hostname ?? 'La machine'} n’a pas appelé depuis ${format.dateTime(since)}.`,
  }),
  coasterStillOffline: ({ label, since, hours }, count, format) => ({
    title:
      count > 1
        ? `${format.number(count)} machines toujours hors ligne`
        : `${label} toujours hors ligne après ${format.number(hours)} heures`,
    body: `La dernière : ${label}, muette depuis ${format.dateTime(since)}.`,
  }),
  coasterBackOnline: ({ label, outageMinutes }, count, format) => ({
    title: count > 1 ? `${format.number(count)} machines sont de retour en ligne` : `${label} est de retour en ligne`,
    body: `La dernière, ${label}, est restée hors ligne ${durationOf(outageMinutes, format, 'h', 'min')}.`,
  }),
  coasterSilent: ({ label, lastRideAt }, count, format) => ({
    title: count > 1 ? `${format.number(count)} machines en ligne mais muettes` : `${label} est en ligne mais muette`,
    body: `${label} est allumée mais ne joue plus depuis des heures où elle joue d’habitude${lastRideAt ? ` (dernier tour ${format.dateTime(lastRideAt)})` : ''}.`,
  }),
  coasterSyncBacklog: ({ label, pendingRides, waitingSince }, _count, format) => ({
    title: `${label} a des tours en attente d’envoi`,
    body: `${format.number(pendingRides)} tours attendent depuis ${format.dateTime(waitingSince)}. Vérifiez le réseau de la machine.`,
  }),
  licenseFileExpiring: ({ label, expiresAt }, _count, format) => ({
    title: `${label} s’arrêtera si elle ne revient pas en ligne`,
    body: `Elle est hors ligne et son fichier de licence expire le ${format.dateTime(expiresAt)}.`,
  }),
  walletRunwayLow: ({ days, daysLeft, blockExpectedAt }, _count, format) => ({
    title: days === 1 ? 'Des pièces pour moins d’un jour' : `Des pièces pour moins de ${format.number(days)} jours`,
    body: `Au rythme des 7 derniers jours, vos pièces durent ${format.number(daysLeft)} jours${blockExpectedAt ? ` : le compte se bloquera vers ${format.dateTime(blockExpectedAt)}` : ''}. Achetez des pièces pour que vos machines continuent de tourner.`,
  }),
  venueOutage: ({ clientName, machines, since }, _count, format) => ({
    title: `Panne sur le site de ${clientName}`,
    body: `${format.number(machines)} machines sont passées hors ligne ensemble vers ${format.dateTime(since)}.`,
  }),
  runwayWatchList: ({ clients, total }, _count, format) => ({
    title: `${format.number(total)} clients à court de pièces d’ici 3 jours`,
    body: clients.map((client) => `${client.name} : ${format.number(client.daysLeft)} jours`).join(' ; '),
  }),
  outdatedAppVersions: ({ machines, minimum }, _count, format) => ({
    title: `${format.number(machines)} machines avec une app antérieure à ${minimum}`,
    body: 'Leurs propriétaires devraient les mettre à jour.',
  }),
  apiKeyExpiring: ({ name, hint, days, expiresAt }, _count, format) => ({
    title:
      days === 1
        ? `La clé d’API ${name} expire dans moins d’un jour`
        : `La clé d’API ${name} expire dans moins de ${format.number(days)} jours`,
    body: `${hint}… cesse de fonctionner le ${format.dateTime(expiresAt)}. Prolongez sa validité ou créez une nouvelle clé d’ici là, et mettez à jour les systèmes qui l’utilisent.`,
  }),
  webhookEndpointDisabled: ({ url, failingSince }, _count, format) => ({
    title: 'Un endpoint de webhooks a été désactivé',
    body: `Toutes les livraisons vers ${url} échouent depuis le ${format.dateTime(failingSince)}. Réactivez-le pour renvoyer ce qu’il n’a pas reçu.`,
  }),
  digestSubject: 'Vos notifications du jour sur Orbit Console',
  digestIntro: (count) => (count === 1 ? 'Il s’est passé une chose :' : `Il s’est passé ${count} choses :`),
  mailFooter: 'Vous pouvez choisir ce qui arrive par e-mail sur votre page de profil.',
  open: 'Ouvrir Orbit Console',
};
