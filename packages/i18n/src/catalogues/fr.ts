import type { Catalogue } from './en.ts';

/** Français (France). French punctuation takes a no-break space (\u00a0) before ? and inside « ». */
export const fr: Catalogue = {
  common: {
    loading: 'Chargement…',
    retry: 'Réessayer',
    close: 'Fermer',
    opensInNewTab: 's’ouvre dans un nouvel onglet',
  },
  signIn: {
    title: 'Connexion',
    subtitle: 'Gérez vos licences, votre portefeuille et vos rapports.',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    forgotPassword: 'Mot de passe oublié\u00a0?',
    noAccount: 'Pas encore de compte\u00a0?',
    signUp: 'Créer un compte',
    wrongCredentials:
      'Adresse e-mail ou mot de passe incorrect. Réessayez ou utilisez «\u00a0Mot de passe oublié\u00a0?\u00a0»',
  },
  passwordField: {
    show: 'Afficher le mot de passe',
    hide: 'Masquer le mot de passe',
  },
  validation: {
    required: 'Ce champ est obligatoire.',
    invalidEmail: 'Saisissez une adresse e-mail valide.',
    minLength: 'Doit contenir au moins {{limit}} caractères.',
    lettersAndNumbers: 'Doit contenir des lettres et des chiffres.',
    passwordMismatch: 'Ne correspond pas au mot de passe.',
  },
  errors: {
    network: 'Erreur réseau. Vérifiez votre connexion et réessayez.',
    apiUnavailable: 'Le service est indisponible pour le moment. Réessayez dans quelques minutes.',
    internal: 'Une erreur s’est produite de notre côté. Réessayez plus tard.',
    offline:
      'Vous êtes hors ligne. Les modifications ne pourront pas être enregistrées avant le retour de la connexion.',
    tooManyAttempts: 'Trop de tentatives. Patientez quelques minutes et réessayez.',
    notFound: 'Introuvable.',
    unexpected: 'Une erreur inattendue s’est produite. Veuillez réessayer.',
  },
  errorPage: {
    title: 'Un problème est survenu',
    smallError: 'Une petite erreur s’est produite lors du chargement de cette page.',
    refresh: 'Actualisez la page et patientez un instant.',
    contact: 'Si le problème persiste, contactez-nous.',
    retry: 'Actualiser',
    goHome: 'Aller à la page d’accueil',
  },
  notFound: {
    code: 'Erreur 404',
    title: 'Page introuvable',
    description: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    goHome: 'Aller à la page d’accueil',
  },
  support: {
    title: 'Besoin d’aide\u00a0?',
    email: 'E-mail',
    phone: 'Téléphone',
  },
  shell: {
    greeting: 'Bonjour, {{name}}',
    signOut: 'Se déconnecter',
    navigation: 'Menu principal',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    skipToContent: 'Aller au contenu principal',
    dashboard: 'Tableau de bord',
    mindYourBusiness: 'Gérez votre activité',
    investInYourBusiness: 'Investissez dans votre activité',
    licences: 'Licences',
    wallet: 'Portefeuille',
    store: 'Boutique',
    news: 'Actualités',
    admin: 'Administration',
    clients: 'Clients',
    reports: 'Rapports',
    adminNews: 'Actualités',
    scenarios: 'Scénarios',
    version: 'Version {{version}}',
    builtOn: 'Générée le {{date}}',
  },
  statCard: {
    up: 'En hausse',
    down: 'En baisse',
    flat: 'Stable',
  },
  offline: {
    message: 'Vous êtes hors ligne. Ce que vous voyez peut ne pas être à jour avant le retour de la connexion.',
  },
  languages: {
    label: 'Langue',
    en: 'Anglais',
    pt: 'Portugais',
    es: 'Espagnol',
    fr: 'Français',
    it: 'Italien',
  },
  alert: {
    error: 'Erreur',
    warning: 'Avertissement',
    info: 'Information',
    success: 'Succès',
  },
  textArea: {
    counter: '{{length}} sur {{max}} caractères',
    limitReached: 'Limite de {{max}} caractères atteinte.',
  },
  searchBox: {
    clear: 'Effacer la recherche',
  },
  confirmDialog: {
    confirm: 'Confirmer',
    cancel: 'Annuler',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Page précédente',
    next: 'Page suivante',
    page: 'Page {{page}}',
  },
  dataState: {
    empty: 'Aucune donnée pour la période sélectionnée.',
    error: 'Impossible de charger les données.',
  },
};
