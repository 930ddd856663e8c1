import type { Catalogue } from './en.ts';

/** Italiano. */
export const it: Catalogue = {
  common: {
    loading: 'Caricamento…',
    retry: 'Riprova',
    close: 'Chiudi',
    opensInNewTab: 'si apre in una nuova scheda',
  },
  signIn: {
    title: 'Accedi',
    subtitle: 'Gestisci le tue licenze, il tuo portafoglio e i tuoi report.',
    email: 'Email',
    password: 'Password',
    submit: 'Accedi',
    forgotPassword: 'Password dimenticata?',
    noAccount: 'Non hai un account?',
    signUp: 'Crea un account',
    wrongCredentials: 'Email o password errati. Riprova o usa «Password dimenticata?»',
  },
  passwordField: {
    show: 'Mostra password',
    hide: 'Nascondi password',
  },
  validation: {
    required: 'Questo campo è obbligatorio.',
    invalidEmail: 'Inserisci un indirizzo email valido.',
    minLength: 'Deve contenere almeno {{limit}} caratteri.',
    lettersAndNumbers: 'Deve contenere lettere e numeri.',
    passwordMismatch: 'Non corrisponde alla password.',
  },
  errors: {
    network: 'Errore di rete. Controlla la connessione e riprova.',
    apiUnavailable: 'Il servizio non è disponibile al momento. Riprova tra qualche minuto.',
    internal: 'Si è verificato un errore da parte nostra. Riprova più tardi.',
    offline: 'Sei offline. Le modifiche non possono essere salvate finché la connessione non torna.',
    tooManyAttempts: 'Troppi tentativi. Attendi qualche minuto e riprova.',
    notFound: 'Non trovato.',
    unexpected: 'Si è verificato un errore imprevisto. Riprova.',
  },
  errorPage: {
    title: 'Qualcosa è andato storto',
    smallError: 'Si è verificato un piccolo errore durante il caricamento di questa pagina.',
    refresh: 'Aggiorna la pagina e attendi un momento.',
    contact: 'Se il problema persiste, contattaci.',
    retry: 'Aggiorna',
    goHome: 'Vai alla pagina iniziale',
  },
  notFound: {
    code: 'Errore 404',
    title: 'Pagina non trovata',
    description: 'La pagina che cerchi non esiste o è stata spostata.',
    goHome: 'Vai alla pagina iniziale',
  },
  support: {
    title: 'Hai bisogno di aiuto?',
    email: 'Email',
    phone: 'Telefono',
  },
  shell: {
    greeting: 'Ciao, {{name}}',
    signOut: 'Esci',
    navigation: 'Menu principale',
    openMenu: 'Apri il menu',
    closeMenu: 'Chiudi il menu',
    skipToContent: 'Vai al contenuto principale',
  },
  languages: {
    label: 'Lingua',
    en: 'Inglese',
    pt: 'Portoghese',
    es: 'Spagnolo',
    fr: 'Francese',
    it: 'Italiano',
  },
  alert: {
    error: 'Errore',
    warning: 'Avviso',
    info: 'Informazione',
    success: 'Operazione riuscita',
  },
  textArea: {
    counter: '{{length}} di {{max}} caratteri',
    limitReached: 'Limite di {{max}} caratteri raggiunto.',
  },
  searchBox: {
    clear: 'Cancella ricerca',
  },
  confirmDialog: {
    confirm: 'Conferma',
    cancel: 'Annulla',
  },
  pagination: {
    label: 'Paginazione',
    previous: 'Pagina precedente',
    next: 'Pagina successiva',
    page: 'Pagina {{page}}',
  },
  dataState: {
    empty: 'Nessun dato per il periodo selezionato.',
    error: 'Impossibile caricare i dati.',
  },
};
