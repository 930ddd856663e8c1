import type { InterfaceLanguage } from '@orbit/domain';
import type { Mail } from './mailer.ts';

interface LinkMailText {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  ignore: string;
}

const resetTexts: Record<InterfaceLanguage, LinkMailText> = {
  en: {
    subject: 'Reset your Orbit Console password',
    greeting: (name) => `Hello ${name},`,
    body: 'Open this link within 30 minutes to choose a new password:',
    ignore: 'If you did not ask for it, ignore this message; your password stays as it is.',
  },
  pt: {
    subject: 'Redefina sua senha do Orbit Console',
    greeting: (name) => `Olá ${name},`,
    body: 'Abra este link em até 30 minutos para escolher uma nova senha:',
    ignore: 'Se você não pediu, ignore esta mensagem; sua senha continua a mesma.',
  },
  es: {
    subject: 'Restablece tu contraseña de Orbit Console',
    greeting: (name) => `Hola ${name},`,
    body: 'Abre este enlace en los próximos 30 minutos para elegir una nueva contraseña:',
    ignore: 'Si no lo pediste, ignora este mensaje; tu contraseña no cambia.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Orbit Console',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Ouvrez ce lien dans les 30 minutes pour choisir un nouveau mot de passe :',
    ignore: "Si vous ne l'avez pas demandé, ignorez ce message ; votre mot de passe ne change pas.",
  },
  it: {
    subject: 'Reimposta la password di Orbit Console',
    greeting: (name) => `Ciao ${name},`,
    body: 'Apri questo link entro 30 minuti per scegliere una nuova password:',
    ignore: 'Se non l’hai chiesto, ignora questo messaggio; la password resta invariata.',
  },
};

const verifyTexts: Record<InterfaceLanguage, LinkMailText> = {
  en: {
    subject: 'Confirm your Orbit Console email',
    greeting: (name) => `Welcome, ${name}!`,
    body: 'Open this link to confirm your email address:',
    ignore: 'If you did not create an account, ignore this message.',
  },
  pt: {
    subject: 'Confirme seu e-mail no Orbit Console',
    greeting: (name) => `Bem-vindo, ${name}!`,
    body: 'Abra este link para confirmar seu endereço de e-mail:',
    ignore: 'Se você não criou uma conta, ignore esta mensagem.',
  },
  es: {
    subject: 'Confirma tu correo de Orbit Console',
    greeting: (name) => `¡Bienvenido, ${name}!`,
    body: 'Abre este enlace para confirmar tu dirección de correo:',
    ignore: 'Si no creaste una cuenta, ignora este mensaje.',
  },
  fr: {
    subject: 'Confirmez votre e-mail Orbit Console',
    greeting: (name) => `Bienvenue, ${name} !`,
    body: 'Ouvrez ce lien pour confirmer votre adresse e-mail :',
    ignore: "Si vous n'avez pas créé de compte, ignorez ce message.",
  },
  it: {
    subject: 'Conferma la tua email di Orbit Console',
    greeting: (name) => `Benvenuto, ${name}!`,
    body: 'Apri questo link per confermare il tuo indirizzo email:',
    ignore: 'Se non hai creato un account, ignora questo messaggio.',
  },
};

const emailChangedTexts: Record<
  InterfaceLanguage,
  { subject: string; greeting: (name: string) => string; body: (address: string) => string; help: string }
> = {
  en: {
    subject: 'Your Orbit Console email address was changed',
    greeting: (name) => `Hello ${name},`,
    body: (address) =>
      `The email address of your Orbit Console account was changed to ${address}. You were signed out everywhere.`,
    help: 'If you did not ask for this change, contact your provider at once.',
  },
  pt: {
    subject: 'O e-mail da sua conta Orbit Console foi alterado',
    greeting: (name) => `Olá ${name},`,
    body: (address) =>
      `O e-mail da sua conta Orbit Console foi alterado para ${address}. Sua sessão foi encerrada em todos os dispositivos.`,
    help: 'Se você não pediu esta alteração, fale com o seu fornecedor imediatamente.',
  },
  es: {
    subject: 'Se cambió el correo de tu cuenta de Orbit Console',
    greeting: (name) => `Hola ${name},`,
    body: (address) =>
      `El correo de tu cuenta de Orbit Console se cambió a ${address}. Se cerró tu sesión en todos los dispositivos.`,
    help: 'Si no pediste este cambio, contacta a tu proveedor de inmediato.',
  },
  fr: {
    subject: "L'adresse e-mail de votre compte Orbit Console a changé",
    greeting: (name) => `Bonjour ${name},`,
    body: (address) =>
      `L'adresse e-mail de votre compte Orbit Console est désormais ${address}. Vous avez été déconnecté partout.`,
    help: "Si vous n'avez pas demandé ce changement, contactez votre fournisseur immédiatement.",
  },
  it: {
    subject: "L'email del tuo account Orbit Console è stata cambiata",
    greeting: (name) => `Ciao ${name},`,
    body: (address) => `L'email del tuo account Orbit Console ora è ${address}. Sei stato disconnesso ovunque.`,
    help: 'Se non hai chiesto questa modifica, contatta subito il tuo fornitore.',
  },
};

/** Tells the old address that the account's email changed, so a takeover does not go unnoticed (ADR 0020). */
export function emailChangedMail(language: InterfaceLanguage, to: string, name: string, newAddress: string): Mail {
  const texts = emailChangedTexts[language];
  return {
    to,
    subject: texts.subject,
    text: `${texts.greeting(name)}\n\n${texts.body(newAddress)}\n\n${texts.help}\n`,
  };
}

const countryLanguages: Partial<Record<string, InterfaceLanguage>> = {
  BR: 'pt',
  PT: 'pt',
  AO: 'pt',
  MZ: 'pt',
  ES: 'es',
  MX: 'es',
  AR: 'es',
  CO: 'es',
  CL: 'es',
  PE: 'es',
  UY: 'es',
  PY: 'es',
  BO: 'es',
  EC: 'es',
  VE: 'es',
  FR: 'fr',
  BE: 'fr',
  LU: 'fr',
  MC: 'fr',
  IT: 'it',
  SM: 'it',
};

/** The language of a mail to someone who never chose one: their country's, else English. */
export function languageOfCountry(countryAlpha2: string | null): InterfaceLanguage {
  return (countryAlpha2 && countryLanguages[countryAlpha2]) || 'en';
}

function linkMail(texts: LinkMailText, to: string, name: string, link: string): Mail {
  return {
    to,
    subject: texts.subject,
    text: `${texts.greeting(name)}\n\n${texts.body}\n${link}\n\n${texts.ignore}\n`,
    link,
  };
}

export function passwordResetMail(language: InterfaceLanguage, to: string, name: string, link: string): Mail {
  return linkMail(resetTexts[language], to, name, link);
}

export function emailVerificationMail(language: InterfaceLanguage, to: string, name: string, link: string): Mail {
  return linkMail(verifyTexts[language], to, name, link);
}
