import type { Catalogue } from './en.ts';

/** Português (Brasil). */
export const pt: Catalogue = {
  common: {
    loading: 'Carregando…',
    retry: 'Tentar novamente',
    close: 'Fechar',
    opensInNewTab: 'abre em uma nova aba',
  },
  signIn: {
    title: 'Entrar',
    subtitle: 'Gerencie suas licenças, sua carteira e seus relatórios.',
    email: 'E-mail',
    password: 'Senha',
    submit: 'Entrar',
    forgotPassword: 'Esqueceu a senha?',
    noAccount: 'Ainda não tem conta?',
    signUp: 'Criar conta',
    wrongCredentials: 'E-mail ou senha incorretos. Tente novamente ou use “Esqueceu a senha?”',
  },
  passwordField: {
    show: 'Mostrar senha',
    hide: 'Ocultar senha',
  },
  validation: {
    required: 'Este campo é obrigatório.',
    invalidEmail: 'Informe um e-mail válido.',
    minLength: 'Deve ter pelo menos {{limit}} caracteres.',
    lettersAndNumbers: 'Deve conter letras e números.',
    passwordMismatch: 'Não corresponde à senha.',
  },
  errors: {
    network: 'Erro de rede. Verifique sua conexão e tente novamente.',
    apiUnavailable: 'O serviço está indisponível no momento. Tente novamente em alguns minutos.',
    internal: 'Ocorreu um erro do nosso lado. Tente novamente mais tarde.',
    offline: 'Você está sem conexão. As alterações não podem ser salvas até a conexão voltar.',
    tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    notFound: 'Não encontrado.',
    unexpected: 'Ocorreu um erro inesperado. Tente novamente.',
  },
  errorPage: {
    title: 'Algo deu errado',
    smallError: 'Ocorreu um pequeno erro ao carregar esta página.',
    refresh: 'Atualize a página e aguarde um momento.',
    contact: 'Se o problema continuar, fale com a gente.',
    retry: 'Atualizar',
    goHome: 'Ir para a página inicial',
  },
  notFound: {
    code: 'Erro 404',
    title: 'Página não encontrada',
    description: 'A página que você procura não existe ou foi movida.',
    goHome: 'Ir para a página inicial',
  },
  support: {
    title: 'Precisa de ajuda?',
    email: 'E-mail',
    phone: 'Telefone',
  },
  shell: {
    greeting: 'Olá, {{name}}',
    signOut: 'Sair',
    navigation: 'Menu principal',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    skipToContent: 'Ir para o conteúdo principal',
  },
  languages: {
    label: 'Idioma',
    en: 'Inglês',
    pt: 'Português',
    es: 'Espanhol',
    fr: 'Francês',
    it: 'Italiano',
  },
  alert: {
    error: 'Erro',
    warning: 'Aviso',
    info: 'Informação',
    success: 'Sucesso',
  },
  textArea: {
    counter: '{{length}} de {{max}} caracteres',
    limitReached: 'Limite de {{max}} caracteres atingido.',
  },
  searchBox: {
    clear: 'Limpar pesquisa',
  },
  confirmDialog: {
    confirm: 'Confirmar',
    cancel: 'Cancelar',
  },
  pagination: {
    label: 'Paginação',
    previous: 'Página anterior',
    next: 'Próxima página',
    page: 'Página {{page}}',
  },
  dataState: {
    empty: 'Sem dados para o período selecionado.',
    error: 'Não foi possível carregar os dados.',
  },
};
