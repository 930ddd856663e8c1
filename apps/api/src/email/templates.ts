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
      `The email address of your Orbit Console account was changed to ${address}. Its other sessions were ended.`,
    help: 'If you did not ask for this change, contact your provider at once.',
  },
  pt: {
    subject: 'O e-mail da sua conta Orbit Console foi alterado',
    greeting: (name) => `Olá ${name},`,
    body: (address) =>
      `O e-mail da sua conta Orbit Console foi alterado para ${address}. As outras sessões da conta foram encerradas.`,
    help: 'Se você não pediu esta alteração, fale com o seu fornecedor imediatamente.',
  },
  es: {
    subject: 'Se cambió el correo de tu cuenta de Orbit Console',
    greeting: (name) => `Hola ${name},`,
    body: (address) =>
      `El correo de tu cuenta de Orbit Console se cambió a ${address}. Se cerraron las demás sesiones de la cuenta.`,
    help: 'Si no pediste este cambio, contacta a tu proveedor de inmediato.',
  },
  fr: {
    subject: "L'adresse e-mail de votre compte Orbit Console a changé",
    greeting: (name) => `Bonjour ${name},`,
    body: (address) =>
      `L'adresse e-mail de votre compte Orbit Console est désormais ${address}. Ses autres sessions ont été fermées.`,
    help: "Si vous n'avez pas demandé ce changement, contactez votre fournisseur immédiatement.",
  },
  it: {
    subject: "L'email del tuo account Orbit Console è stata cambiata",
    greeting: (name) => `Ciao ${name},`,
    body: (address) =>
      `L'email del tuo account Orbit Console ora è ${address}. Le altre sessioni dell'account sono state chiuse.`,
    help: 'Se non hai chiesto questa modifica, contatta subito il tuo fornitore.',
  },
};

/** Tells the old address that the new one confirmed the change, so a takeover does not go unnoticed (ADR 0020, 0055). */
export function emailChangedMail(language: InterfaceLanguage, to: string, name: string, newAddress: string): Mail {
  const texts = emailChangedTexts[language];
  return {
    to,
    subject: texts.subject,
    text: `${texts.greeting(name)}\n\n${texts.body(newAddress)}\n\n${texts.help}\n`,
  };
}

const confirmChangeTexts: Record<InterfaceLanguage, LinkMailText> = {
  en: {
    subject: 'Confirm your new Orbit Console email',
    greeting: (name) => `Hello ${name},`,
    body: 'Open this link within 24 hours to make this address the email of your Orbit Console account:',
    ignore: 'If you did not expect it, ignore this message; the account keeps its current email.',
  },
  pt: {
    subject: 'Confirme seu novo e-mail no Orbit Console',
    greeting: (name) => `Olá ${name},`,
    body: 'Abra este link em até 24 horas para tornar este endereço o e-mail da sua conta Orbit Console:',
    ignore: 'Se você não esperava por isto, ignore esta mensagem; a conta continua com o e-mail atual.',
  },
  es: {
    subject: 'Confirma tu nuevo correo de Orbit Console',
    greeting: (name) => `Hola ${name},`,
    body: 'Abre este enlace en las próximas 24 horas para que esta dirección sea el correo de tu cuenta de Orbit Console:',
    ignore: 'Si no lo esperabas, ignora este mensaje; la cuenta conserva su correo actual.',
  },
  fr: {
    subject: 'Confirmez votre nouvelle adresse e-mail Orbit Console',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Ouvrez ce lien dans les 24 heures pour faire de cette adresse l’e-mail de votre compte Orbit Console :',
    ignore: "Si vous ne l'attendiez pas, ignorez ce message ; le compte garde son adresse actuelle.",
  },
  it: {
    subject: 'Conferma la tua nuova email di Orbit Console',
    greeting: (name) => `Ciao ${name},`,
    body: 'Apri questo link entro 24 ore per rendere questo indirizzo l’email del tuo account Orbit Console:',
    ignore: 'Se non te lo aspettavi, ignora questo messaggio; l’account mantiene l’email attuale.',
  },
};

const changeRequestedTexts: Record<
  InterfaceLanguage,
  { subject: string; greeting: (name: string) => string; body: (address: string) => string; cancel: string }
> = {
  en: {
    subject: 'A change of your Orbit Console email was requested',
    greeting: (name) => `Hello ${name},`,
    body: (address) =>
      `Someone asked to change the email of your Orbit Console account to ${address}. Until that address confirms it, your account keeps this one for signing in and password resets.`,
    cancel: 'If you did not ask for it, cancel the change with this link within 24 hours and tell your provider:',
  },
  pt: {
    subject: 'Foi pedida a alteração do seu e-mail no Orbit Console',
    greeting: (name) => `Olá ${name},`,
    body: (address) =>
      `Foi pedida a alteração do e-mail da sua conta Orbit Console para ${address}. Até esse endereço confirmar, sua conta continua com este para entrar e redefinir a senha.`,
    cancel: 'Se não foi você, cancele a alteração com este link em até 24 horas e avise o seu fornecedor:',
  },
  es: {
    subject: 'Se pidió cambiar el correo de tu cuenta de Orbit Console',
    greeting: (name) => `Hola ${name},`,
    body: (address) =>
      `Se pidió cambiar el correo de tu cuenta de Orbit Console a ${address}. Hasta que esa dirección lo confirme, tu cuenta conserva esta para iniciar sesión y restablecer la contraseña.`,
    cancel: 'Si no lo pediste, cancela el cambio con este enlace en las próximas 24 horas y avisa a tu proveedor:',
  },
  fr: {
    subject: 'Un changement de votre adresse e-mail Orbit Console a été demandé',
    greeting: (name) => `Bonjour ${name},`,
    body: (address) =>
      `Quelqu'un a demandé à remplacer l'adresse e-mail de votre compte Orbit Console par ${address}. Tant que cette adresse ne l'a pas confirmé, votre compte garde celle-ci pour la connexion et la réinitialisation du mot de passe.`,
    cancel:
      "Si vous ne l'avez pas demandé, annulez le changement avec ce lien dans les 24 heures et prévenez votre fournisseur :",
  },
  it: {
    subject: 'È stato chiesto di cambiare l’email di Orbit Console',
    greeting: (name) => `Ciao ${name},`,
    body: (address) =>
      `È stato chiesto di cambiare l’email del tuo account Orbit Console in ${address}. Finché quell’indirizzo non conferma, l’account mantiene questo per l’accesso e il ripristino della password.`,
    cancel: 'Se non l’hai chiesto, annulla la modifica con questo link entro 24 ore e avvisa il tuo fornitore:',
  },
};

/** Mailed to the new address of a change of email: its link confirms the change (ADR 0055). */
export function emailChangeConfirmMail(language: InterfaceLanguage, to: string, name: string, link: string): Mail {
  return linkMail(confirmChangeTexts[language], to, name, link);
}

/** Mailed to the old address at once when a change of email is asked for: its link cancels it (ADR 0055). */
export function emailChangeRequestedMail(
  language: InterfaceLanguage,
  to: string,
  name: string,
  newAddress: string,
  cancelLink: string,
): Mail {
  const texts = changeRequestedTexts[language];
  return {
    to,
    subject: texts.subject,
    text: `${texts.greeting(name)}\n\n${texts.body(newAddress)}\n\n${texts.cancel}\n${cancelLink}\n`,
    link: cancelLink,
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
