/** Word lists the demo data is drawn from. Names are invented; any likeness to a real business is chance. */

export interface ClientMarket {
  countryAlpha2: string;
  /** How many of the generated clients come from this market. */
  clients: number;
  timezones: readonly string[];
  firstNames: readonly string[];
  lastNames: readonly string[];
  /** Company suffix for the name in the contract. */
  companySuffix: string;
  cities: readonly string[];
  /** Street names for addresses, in the local language. */
  streets: readonly string[];
  /** Coins a Big Mac costs there. */
  bigmacCoins: number;
}

const portugueseFirst = [
  'Ana',
  'Bruno',
  'Camila',
  'Diego',
  'Fernanda',
  'Gustavo',
  'Juliana',
  'Rafael',
  'Patrícia',
  'Thiago',
];
const portugueseLast = [
  'Silva',
  'Souza',
  'Oliveira',
  'Pereira',
  'Lima',
  'Carvalho',
  'Ribeiro',
  'Gomes',
  'Araújo',
  'Barbosa',
];
const spanishFirst = ['Alejandro', 'Lucía', 'Mateo', 'Valentina', 'Santiago', 'Camila', 'Javier', 'Sofía'];
const spanishLast = ['García', 'Rodríguez', 'Martínez', 'López', 'Hernández', 'Sánchez', 'Romero', 'Torres'];

export const clientMarkets: readonly ClientMarket[] = [
  {
    countryAlpha2: 'BR',
    clients: 12,
    timezones: ['America/Sao_Paulo', 'America/Manaus', 'America/Recife', 'America/Fortaleza'],
    firstNames: portugueseFirst,
    lastNames: portugueseLast,
    companySuffix: 'Diversões Ltda',
    cities: ['São Paulo', 'Campinas', 'Manaus', 'Recife', 'Fortaleza', 'Curitiba'],
    streets: ['Avenida Paulista', 'Rua das Flores', 'Avenida Brasil'],
    bigmacCoins: 24,
  },
  {
    countryAlpha2: 'US',
    clients: 6,
    timezones: ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'],
    firstNames: ['Emily', 'Jacob', 'Madison', 'Ethan', 'Olivia', 'Noah', 'Ava', 'Logan'],
    lastNames: ['Johnson', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Moore', 'Clark'],
    companySuffix: 'Entertainment LLC',
    cities: ['Orlando', 'Chicago', 'Denver', 'San Diego', 'Austin'],
    streets: ['Main Street', 'Oak Avenue', 'Harbor Drive'],
    bigmacCoins: 6,
  },
  {
    countryAlpha2: 'PT',
    clients: 4,
    timezones: ['Europe/Lisbon', 'Atlantic/Azores'],
    firstNames: ['João', 'Inês', 'Tiago', 'Beatriz', 'Rui', 'Marta'],
    lastNames: ['Santos', 'Ferreira', 'Costa', 'Martins', 'Sousa', 'Rodrigues'],
    companySuffix: 'Diversões Lda',
    cities: ['Lisboa', 'Porto', 'Braga', 'Ponta Delgada'],
    streets: ['Avenida da Liberdade', 'Rua Augusta'],
    bigmacCoins: 5,
  },
  {
    countryAlpha2: 'MX',
    clients: 4,
    timezones: ['America/Mexico_City', 'America/Cancun', 'America/Tijuana'],
    firstNames: spanishFirst,
    lastNames: spanishLast,
    companySuffix: 'Entretenimiento S.A. de C.V.',
    cities: ['Ciudad de México', 'Cancún', 'Guadalajara', 'Tijuana'],
    streets: ['Avenida Reforma', 'Calle Juárez'],
    bigmacCoins: 9,
  },
  {
    countryAlpha2: 'AR',
    clients: 3,
    timezones: ['America/Argentina/Buenos_Aires', 'America/Argentina/Cordoba'],
    firstNames: spanishFirst,
    lastNames: spanishLast,
    companySuffix: 'Entretenimientos S.R.L.',
    cities: ['Buenos Aires', 'Córdoba', 'Rosario'],
    streets: ['Avenida Corrientes', 'Calle Florida'],
    bigmacCoins: 12,
  },
  {
    countryAlpha2: 'ES',
    clients: 3,
    timezones: ['Europe/Madrid', 'Atlantic/Canary'],
    firstNames: spanishFirst,
    lastNames: spanishLast,
    companySuffix: 'Ocio S.L.',
    cities: ['Madrid', 'Valencia', 'Las Palmas'],
    streets: ['Gran Vía', 'Calle Mayor'],
    bigmacCoins: 5,
  },
  {
    countryAlpha2: 'FR',
    clients: 3,
    timezones: ['Europe/Paris'],
    firstNames: ['Camille', 'Louis', 'Léa', 'Hugo', 'Chloé', 'Jules'],
    lastNames: ['Bernard', 'Dubois', 'Moreau', 'Laurent', 'Girard', 'Fournier'],
    companySuffix: 'Loisirs SARL',
    cities: ['Lyon', 'Marseille', 'Lille'],
    streets: ['Rue de la République', 'Avenue Jean Jaurès'],
    bigmacCoins: 6,
  },
  {
    countryAlpha2: 'IT',
    clients: 2,
    timezones: ['Europe/Rome'],
    firstNames: ['Giulia', 'Marco', 'Chiara', 'Luca'],
    lastNames: ['Bianchi', 'Romano', 'Colombo', 'Ricci'],
    companySuffix: 'Divertimenti S.r.l.',
    cities: ['Milano', 'Napoli'],
    streets: ['Via Roma', 'Corso Italia'],
    bigmacCoins: 5,
  },
  {
    countryAlpha2: 'AU',
    clients: 1,
    timezones: ['Australia/Sydney'],
    firstNames: ['Chloe', 'Jack'],
    lastNames: ['Walker', 'Harris'],
    companySuffix: 'Amusements Pty Ltd',
    cities: ['Sydney'],
    streets: ['George Street'],
    bigmacCoins: 7,
  },
  {
    countryAlpha2: 'AE',
    clients: 1,
    timezones: ['Asia/Dubai'],
    firstNames: ['Omar', 'Layla'],
    lastNames: ['Haddad', 'Nasser'],
    companySuffix: 'Entertainment FZE',
    cities: ['Dubai'],
    streets: ['Sheikh Zayed Road'],
    bigmacCoins: 19,
  },
  {
    countryAlpha2: 'JP',
    clients: 1,
    timezones: ['Asia/Tokyo'],
    firstNames: ['Haruto', 'Yui'],
    lastNames: ['Sato', 'Tanaka'],
    companySuffix: 'Amusement K.K.',
    cities: ['Osaka'],
    streets: ['Midosuji'],
    bigmacCoins: 450,
  },
];

/** Venues a client names its licences after ("Galaxy Park 2"). */
export const venueNames = [
  'Galaxy Park',
  'Parque Aventura',
  'Mega Fun',
  'Arcade Center',
  'Shopping Norte',
  'Play Zone',
  'Fun Station',
  'Planeta Kids',
  'Boardwalk',
  'Cosmic Bowl',
  'Mall Plaza',
  'Luna Park',
] as const;

export const licenseNotes = [
  'Near the food court entrance.',
  'Second floor, beside the bowling alley.',
  'Seasonal: open in summer only.',
  'Maintenance every first Monday.',
  'Ao lado da praça de alimentação.',
  'Cabin repainted in blue.',
] as const;

export interface ScenarioWords {
  en: { place: string; theme: string };
  /** Portuguese adjectives agree with the place's gender. */
  pt: { place: string; theme: string; feminine: boolean };
}

/** Scenario titles are "{adjective} {place}", themes come with the place. */
export const scenarioPlaces: readonly ScenarioWords[] = [
  { en: { place: 'Canyon', theme: 'Desert' }, pt: { place: 'Cânion', theme: 'Deserto', feminine: false } },
  { en: { place: 'Jungle', theme: 'Adventure' }, pt: { place: 'Selva', theme: 'Aventura', feminine: true } },
  { en: { place: 'Volcano', theme: 'Adventure' }, pt: { place: 'Vulcão', theme: 'Aventura', feminine: false } },
  { en: { place: 'Glacier', theme: 'Winter' }, pt: { place: 'Geleira', theme: 'Inverno', feminine: true } },
  { en: { place: 'Reef', theme: 'Ocean' }, pt: { place: 'Recife', theme: 'Oceano', feminine: false } },
  { en: { place: 'Station', theme: 'Space' }, pt: { place: 'Estação', theme: 'Espaço', feminine: true } },
  { en: { place: 'Mine', theme: 'Western' }, pt: { place: 'Mina', theme: 'Faroeste', feminine: true } },
  { en: { place: 'Castle', theme: 'Fantasy' }, pt: { place: 'Castelo', theme: 'Fantasia', feminine: false } },
];

export const scenarioAdjectives: readonly { en: string; pt: string; ptFeminine: string }[] = [
  { en: 'Lost', pt: 'Perdido', ptFeminine: 'Perdida' },
  { en: 'Haunted', pt: 'Assombrado', ptFeminine: 'Assombrada' },
  { en: 'Frozen', pt: 'Congelado', ptFeminine: 'Congelada' },
  { en: 'Golden', pt: 'Dourado', ptFeminine: 'Dourada' },
  { en: 'Midnight', pt: 'da Meia-Noite', ptFeminine: 'da Meia-Noite' },
];

export interface NewsWords {
  en: { title: string; resume: string; description: string };
  pt: { title: string; resume: string; description: string };
}

export const newsItems: readonly NewsWords[] = [
  {
    en: {
      title: 'New scenario pack: Frozen Glacier',
      resume: 'Three winter rides arrive for OrbitCoaster.',
      description:
        'The Frozen Glacier pack brings three winter rides with new soundtracks. Ask your account manager to add it to your licences.',
    },
    pt: {
      title: 'Novo pacote de cenários: Geleira Congelada',
      resume: 'Três passeios de inverno chegam ao OrbitCoaster.',
      description:
        'O pacote Geleira Congelada traz três passeios de inverno com novas trilhas sonoras. Peça ao seu gerente de conta para adicioná-lo às suas licenças.',
    },
  },
  {
    en: {
      title: 'Scheduled maintenance on Sunday',
      resume: 'Synchronisation pauses for one hour.',
      description:
        'On Sunday from 03:00 to 04:00 UTC the synchronisation service is under maintenance. Rides are kept on the simulator and synced afterwards.',
    },
    pt: {
      title: 'Manutenção programada no domingo',
      resume: 'A sincronização pausa por uma hora.',
      description:
        'No domingo, das 03:00 às 04:00 UTC, o serviço de sincronização estará em manutenção. Os passeios ficam no simulador e são sincronizados depois.',
    },
  },
  {
    en: {
      title: 'BubbleCoaster 2.4 released',
      resume: 'Smoother motion and a new seat calibration.',
      description:
        'Version 2.4 of BubbleCoaster improves motion smoothing and adds a guided seat calibration. Update from the simulator menu.',
    },
    pt: {
      title: 'Lançado o BubbleCoaster 2.4',
      resume: 'Movimento mais suave e nova calibração de assentos.',
      description:
        'A versão 2.4 do BubbleCoaster melhora a suavização de movimento e adiciona uma calibração guiada dos assentos. Atualize pelo menu do simulador.',
    },
  },
  {
    en: {
      title: 'Holiday season tips',
      resume: 'How operators doubled their tickets last December.',
      description:
        'Short queues, a visible price board and a staff member at the entrance made the difference. Read the full story from three operators.',
    },
    pt: {
      title: 'Dicas para a temporada de férias',
      resume: 'Como operadores dobraram os tickets em dezembro.',
      description:
        'Filas curtas, uma tabela de preços visível e um atendente na entrada fizeram a diferença. Leia a história completa de três operadores.',
    },
  },
  {
    en: {
      title: 'Coins now credited within minutes',
      resume: 'Faster wallet top-ups.',
      description: 'Coin purchases are now credited to your wallet within minutes of payment confirmation.',
    },
    pt: {
      title: 'Moedas creditadas em minutos',
      resume: 'Recargas de carteira mais rápidas.',
      description:
        'As compras de moedas agora são creditadas na sua carteira poucos minutos após a confirmação do pagamento.',
    },
  },
  {
    en: {
      title: 'Meet us at the amusement expo',
      resume: 'Try the new cabin at our booth.',
      description:
        'We will show the new two-seat cabin at the amusement expo. Come by the booth for a ride and a coffee.',
    },
    pt: {
      title: 'Encontre-nos na feira de diversões',
      resume: 'Experimente a nova cabine no nosso estande.',
      description:
        'Vamos mostrar a nova cabine de dois lugares na feira de diversões. Passe no estande para um passeio e um café.',
    },
  },
  {
    en: {
      title: 'Old firmware support ends',
      resume: 'Simulators below 2.0 must update.',
      description:
        'Firmware versions below 2.0 stop syncing at the end of the quarter. Update to keep your rides counted.',
    },
    pt: {
      title: 'Fim do suporte a firmware antigo',
      resume: 'Simuladores abaixo da 2.0 devem atualizar.',
      description:
        'Versões de firmware abaixo da 2.0 deixam de sincronizar no fim do trimestre. Atualize para continuar contando seus passeios.',
    },
  },
  {
    en: {
      title: 'Welcome to the new console',
      resume: 'Your licences, wallet and rides in one place.',
      description: 'The new console shows your licences, wallet and rides in one place, in five languages.',
    },
    pt: {
      title: 'Bem-vindo ao novo console',
      resume: 'Suas licenças, carteira e passeios num só lugar.',
      description: 'O novo console mostra suas licenças, carteira e passeios num só lugar, em cinco idiomas.',
    },
  },
];
