import type { Catalogue } from './en.ts';

/** Español (España). */
export const es: Catalogue = {
  common: {
    loading: 'Cargando…',
    retry: 'Reintentar',
    close: 'Cerrar',
    opensInNewTab: 'se abre en una pestaña nueva',
  },
  signIn: {
    title: 'Iniciar sesión',
    subtitle: 'Gestiona tus licencias, tu monedero y tus informes.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    forgotPassword: '¿Olvidaste tu contraseña?',
    noAccount: '¿No tienes cuenta?',
    signUp: 'Crear una cuenta',
    wrongCredentials:
      'Correo electrónico o contraseña incorrectos. Inténtalo de nuevo o usa «¿Olvidaste tu contraseña?»',
  },
  passwordField: {
    show: 'Mostrar contraseña',
    hide: 'Ocultar contraseña',
  },
  validation: {
    required: 'Este campo es obligatorio.',
    invalidEmail: 'Introduce un correo electrónico válido.',
    minLength: 'Debe tener al menos {{limit}} caracteres.',
    lettersAndNumbers: 'Debe contener letras y números.',
    passwordMismatch: 'No coincide con la contraseña.',
  },
  errors: {
    network: 'Error de red. Comprueba tu conexión e inténtalo de nuevo.',
    apiUnavailable: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
    internal: 'Se ha producido un error por nuestra parte. Inténtalo más tarde.',
    offline: 'No tienes conexión. Los cambios no se pueden guardar hasta que vuelva la conexión.',
    tooManyAttempts: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
    notFound: 'No encontrado.',
    unexpected: 'Se ha producido un error inesperado. Inténtalo de nuevo.',
  },
  errorPage: {
    title: 'Algo ha salido mal',
    smallError: 'Se ha producido un pequeño error al cargar esta página.',
    refresh: 'Actualiza la página y espera un momento.',
    contact: 'Si el problema continúa, ponte en contacto con nosotros.',
    retry: 'Actualizar',
    goHome: 'Ir a la página de inicio',
  },
  notFound: {
    code: 'Error 404',
    title: 'Página no encontrada',
    description: 'La página que buscas no existe o se ha movido.',
    goHome: 'Ir a la página de inicio',
  },
  support: {
    title: '¿Necesitas ayuda?',
    email: 'Correo electrónico',
    phone: 'Teléfono',
  },
  shell: {
    greeting: 'Hola, {{name}}',
    signOut: 'Cerrar sesión',
    navigation: 'Menú principal',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    skipToContent: 'Saltar al contenido principal',
  },
  languages: {
    label: 'Idioma',
    en: 'Inglés',
    pt: 'Portugués',
    es: 'Español',
    fr: 'Francés',
    it: 'Italiano',
  },
  alert: {
    error: 'Error',
    warning: 'Aviso',
    info: 'Información',
    success: 'Éxito',
  },
  textArea: {
    counter: '{{length}} de {{max}} caracteres',
    limitReached: 'Límite de {{max}} caracteres alcanzado.',
  },
  searchBox: {
    clear: 'Borrar búsqueda',
  },
  confirmDialog: {
    confirm: 'Confirmar',
    cancel: 'Cancelar',
  },
  pagination: {
    label: 'Paginación',
    previous: 'Página anterior',
    next: 'Página siguiente',
    page: 'Página {{page}}',
  },
  dataState: {
    empty: 'No hay datos para el período seleccionado.',
    error: 'No se pudieron cargar los datos.',
  },
};
