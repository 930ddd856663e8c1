/** English, the reference catalogue: every other language has exactly these keys. */
export const en = {
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    close: 'Close',
    opensInNewTab: 'opens in a new tab',
  },
  signIn: {
    title: 'Sign in',
    subtitle: 'Manage your licences, wallet and reports.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    forgotPassword: 'Forgot password?',
    noAccount: 'New here?',
    signUp: 'Create an account',
    wrongCredentials: 'Wrong email or password. Try again or use “Forgot password?”',
  },
  passwordField: {
    show: 'Show password',
    hide: 'Hide password',
  },
  validation: {
    required: 'This field is required.',
    invalidEmail: 'Enter a valid email address.',
    minLength: 'Must be at least {{limit}} characters long.',
    lettersAndNumbers: 'Must contain letters and numbers.',
    passwordMismatch: 'Does not match the password.',
  },
  errors: {
    network: 'Network error. Check your connection and try again.',
    apiUnavailable: 'The service is unavailable at the moment. Try again in a few minutes.',
    internal: 'Something went wrong on our side. Try again later.',
    offline: 'You are offline. Changes cannot be saved until the connection is back.',
    tooManyAttempts: 'Too many attempts. Wait a few minutes and try again.',
    notFound: 'Not found.',
    unexpected: 'An unexpected error occurred. Please try again.',
  },
  errorPage: {
    title: 'Something went wrong',
    smallError: 'A small error occurred while loading this page.',
    refresh: 'Refresh the page and wait a moment.',
    contact: 'If it keeps happening, contact us.',
    retry: 'Refresh',
    goHome: 'Go to the home page',
  },
  notFound: {
    code: 'Error 404',
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    goHome: 'Go to the home page',
  },
  support: {
    title: 'Need help?',
    email: 'Email',
    phone: 'Phone',
  },
  shell: {
    greeting: 'Hello, {{name}}',
    signOut: 'Sign out',
    navigation: 'Main menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skipToContent: 'Skip to main content',
  },
  languages: {
    label: 'Language',
    en: 'English',
    pt: 'Portuguese',
    es: 'Spanish',
    fr: 'French',
    it: 'Italian',
  },
  alert: {
    error: 'Error',
    warning: 'Warning',
    info: 'Information',
    success: 'Success',
  },
  textArea: {
    counter: '{{length}} of {{max}} characters',
    limitReached: 'Limit of {{max}} characters reached.',
  },
  searchBox: {
    clear: 'Clear search',
  },
  confirmDialog: {
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  dataState: {
    empty: 'No data for the selected period.',
    error: 'The data could not be loaded.',
  },
};

/** The shape every language's catalogue must have. */
export type Catalogue = typeof en;
