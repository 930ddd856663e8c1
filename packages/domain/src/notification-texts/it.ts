import { durationOf } from './duration.ts';
import type { NotificationTexts } from './texts.ts';

export const notificationTextsIt: NotificationTexts = {
  reasons: {
    'insufficient-coin-balance': 'saldo di monete insufficiente',
    'pending-part-devolution': 'restituzione di un pezzo in sospeso',
    'financial-debt': 'debito finanziario',
    'pending-agreement': 'accordo in sospeso',
    'owner-request': 'richiesta del proprietario',
  },
  accountBlocked: ({ reason, code, licenseKey }) => ({
    title: licenseKey ? `La licenza ${licenseKey} è stata bloccata` : 'Il tuo account è stato bloccato',
    body: `Codice #${code}: ${notificationTextsIt.reasons[reason]}. Non può essere usato finché il blocco non viene tolto; contattaci per regolarizzare.`,
  }),
  accountUnblocked: ({ licenseKey }) => ({
    title: licenseKey ? `La licenza ${licenseKey} è stata sbloccata` : 'Il tuo account è stato sbloccato',
    body: 'Le tue licenze possono essere usate di nuovo.',
  }),
  temporaryUnblockGranted: ({ until }, _count, format) => ({
    title: 'Sblocco temporaneo',
    body: `Il tuo account è sbloccato fino al ${format.dateTime(until)} mentre la tua richiesta è in esame.`,
  }),
  temporaryUnblockEnded: () => ({
    title: 'Il tuo sblocco temporaneo è terminato',
    body: 'Il tuo account è di nuovo bloccato finché il blocco non viene tolto.',
  }),
  coinsInserted: ({ coins, balance }, count, format) => ({
    title: `${format.number(coins)} monete aggiunte al tuo portafoglio`,
    body:
      count > 1
        ? `${format.number(count)} inserimenti. Il tuo saldo è di ${format.number(balance)} monete.`
        : `Il tuo saldo è di ${format.number(balance)} monete.`,
  }),
  licenseCreated: ({ label }) => ({ title: 'Nuova licenza', body: `La licenza ${label} è tua.` }),
  licenseRevoked: ({ label }) => ({ title: 'Licenza revocata', body: `La licenza ${label} è stata revocata.` }),
  debitAwaitingApproval: ({ clientName, coins }, count, format) => ({
    title:
      count > 1
        ? `${format.number(count)} addebiti attendono la tua approvazione`
        : 'Un addebito attende la tua approvazione',
    body: `${format.number(coins)} monete di ${clientName}.`,
  }),
  debitDecided: ({ clientName, coins, approved }, _count, format) => ({
    title: approved ? 'Il tuo addebito è stato approvato' : 'Il tuo addebito è stato rifiutato',
    body: `${format.number(coins)} monete di ${clientName}.`,
  }),
  newSignIn: ({ browser }) => ({
    title: 'Accesso da un nuovo browser',
    body: `Qualcuno ha effettuato l’accesso al tuo account con ${browser}. Se non sei stato tu, cambia la password e chiudi le altre sessioni.`,
  }),
  secondFactorChanged: ({ change }) => ({
    title: 'La protezione del tuo accesso è cambiata',
    body: {
      totpOn: 'Un’app di autenticazione ora protegge il tuo accesso.',
      totpOff: 'L’app di autenticazione è stata rimossa dal tuo account.',
      passkeyAdded: 'Una passkey è stata aggiunta al tuo account.',
      passkeyRemoved: 'Una passkey è stata rimossa dal tuo account.',
    }[change],
  }),
  coasterOffline: ({ label, hostname, since }, count, format) => ({
    title: count > 1 ? `${format.number(count)} macchine sono offline` : `${label} è offline`,
    body:
      count > 1
        ? `L’ultima: ${label}${hostname ? ` (${hostname})` : ''}, silenziosa dalle ${format.dateTime(since)}.`
        : `${hostname ?? 'La macchina'} non chiama dalle ${format.dateTime(since)}.`,
  }),
  coasterStillOffline: ({ label, since, hours }, count, format) => ({
    title:
      count > 1
        ? `${format.number(count)} macchine ancora offline`
        : `${label} ancora offline dopo ${format.number(hours)} ore`,
    body: `L’ultima: ${label}, silenziosa dalle ${format.dateTime(since)}.`,
  }),
  coasterBackOnline: ({ label, outageMinutes }, count, format) => ({
    title: count > 1 ? `${format.number(count)} macchine sono di nuovo online` : `${label} è di nuovo online`,
    body: `L’ultima, ${label}, è rimasta offline per ${durationOf(outageMinutes, format, 'h', 'min')}.`,
  }),
  coasterSilent: ({ label, lastRideAt }, count, format) => ({
    title: count > 1 ? `${format.number(count)} macchine online ma ferme` : `${label} è online ma ferma`,
    body: `${label} è accesa ma non gioca da ore in cui di solito gioca${lastRideAt ? ` (ultima corsa ${format.dateTime(lastRideAt)})` : ''}.`,
  }),
  coasterSyncBacklog: ({ label, pendingRides, waitingSince }, _count, format) => ({
    title: `${label} ha corse da consegnare`,
    body: `${format.number(pendingRides)} corse aspettano dalle ${format.dateTime(waitingSince)}. Controlla la rete della macchina.`,
  }),
  licenseFileExpiring: ({ label, expiresAt }, _count, format) => ({
    title: `${label} smetterà di giocare se non torna online`,
    body: `È offline e il suo file di licenza scade il ${format.dateTime(expiresAt)}.`,
  }),
  walletRunwayLow: ({ days, daysLeft, blockExpectedAt }, _count, format) => ({
    title: days === 1 ? 'Monete per meno di un giorno' : `Monete per meno di ${format.number(days)} giorni`,
    body: `Al ritmo degli ultimi 7 giorni le monete durano ${format.number(daysLeft)} giorni${blockExpectedAt ? `: l’account si bloccherà verso le ${format.dateTime(blockExpectedAt)}` : ''}. Acquista monete perché le macchine continuino a funzionare.`,
  }),
  venueOutage: ({ clientName, machines, since }, _count, format) => ({
    title: `Guasto nella sede di ${clientName}`,
    body: `${format.number(machines)} macchine sono andate offline insieme verso le ${format.dateTime(since)}.`,
  }),
  runwayWatchList: ({ clients, total }, _count, format) => ({
    title: `${format.number(total)} clienti restano senza monete entro 3 giorni`,
    body: clients.map((client) => `${client.name}: ${format.number(client.daysLeft)} giorni`).join('; '),
  }),
  outdatedAppVersions: ({ machines, minimum }, _count, format) => ({
    title: `${format.number(machines)} macchine con un’app precedente alla ${minimum}`,
    body: 'I proprietari dovrebbero aggiornarle.',
  }),
  apiKeyExpiring: ({ name, hint, days, expiresAt }, _count, format) => ({
    title:
      days === 1
        ? `La chiave API ${name} scade tra meno di un giorno`
        : `La chiave API ${name} scade tra meno di ${format.number(days)} giorni`,
    body: `${hint}… smette di funzionare il ${format.dateTime(expiresAt)}. Prolunga la scadenza o crea una nuova chiave prima di allora e aggiorna i sistemi che la usano.`,
  }),
  webhookEndpointDisabled: ({ url, failingSince }, _count, format) => ({
    title: 'Un endpoint di webhook è stato disattivato',
    body: `Tutte le consegne a ${url} falliscono dal ${format.dateTime(failingSince)}. Riattivalo per inviare di nuovo ciò che non ha ricevuto.`,
  }),
  digestSubject: 'Le tue notifiche del giorno su Orbit Console',
  digestIntro: (count) => (count === 1 ? 'È successa una cosa:' : `Sono successe ${count} cose:`),
  mailFooter: 'Puoi scegliere cosa arriva per e-mail nella tua pagina del profilo.',
  open: 'Apri Orbit Console',
};
