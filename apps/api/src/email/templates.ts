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

function linkMail(texts: LinkMailText, to: string, name: string, link: string): Mail {
  return { to, subject: texts.subject, text: `${texts.greeting(name)}\n\n${texts.body}\n${link}\n\n${texts.ignore}\n` };
}

export function passwordResetMail(language: InterfaceLanguage, to: string, name: string, link: string): Mail {
  return linkMail(resetTexts[language], to, name, link);
}

export function emailVerificationMail(language: InterfaceLanguage, to: string, name: string, link: string): Mail {
  return linkMail(verifyTexts[language], to, name, link);
}
