/** Textos en español de las claves de API: la página de integraciones y la tarjeta de claves del perfil (ADR 0094). */
export const apiKeysTexts = {
  integrations: {
    title: 'Integraciones',
  },
  apiKeys: {
    heading: 'Claves de API',
    businessDescription:
      'Las claves permiten que otros sistemas, como la facturación o un portal de marca, llamen a la API por la empresa sin iniciar sesión. Una clave hace lo que sus alcances permiten, y nunca más de lo que el administrador que la creó puede hacer ahora.',
    accountDescription:
      'Las claves permiten que tu propio software, como el sistema de un local o una hoja de cálculo, lea tu cuenta por la API sin tu contraseña. Una clave hace lo que sus alcances permiten y nada más.',
    make: 'Crear una clave',
    loading: 'Cargando las claves…',
    loadError: 'Error al cargar las claves.',
    forbidden: 'Solo los administradores gestionan las claves de la empresa.',
    empty:
      'Aún no hay claves. Crea una para cada sistema que llama a la API, para poder revocar cada una por separado.',
    tableCaption: 'Claves de API, de la más reciente a la más antigua',
    columns: {
      key: 'Clave',
      scopes: 'Puede',
      state: 'Estado',
      expires: 'Caduca',
      lastUsed: 'Último uso',
      actions: 'Acciones',
    },
    states: {
      live: 'Activa',
      expiringSoon: 'Caduca pronto',
      expired: 'Caducada',
      revoked: 'Revocada',
    },
    scopes: {
      licenses: {
        read: 'Licencias: leer',
      },
      wallet: {
        read: 'Monedero: leer',
        write: 'Monedero: insertar monedas',
      },
      reports: {
        read: 'Informes: leer',
      },
      devices: {
        read: 'Máquinas: leer',
      },
      events: {
        read: 'Eventos: leer el registro',
      },
    },
    anyAddress: 'Desde cualquier dirección',
    allowedFrom: 'Solo desde {{addresses}}',
    madeBy: 'Creada por {{name}}',
    neverUsed: 'Nunca usada',
    usedFrom: 'desde {{address}}',
    revokedOn: 'Revocada el {{date}}',
    previousSecretUntil: 'El secreto anterior funciona hasta {{date}}',
    roll: 'Renovar',
    rollLabel: 'Renovar «{{name}}»',
    revoke: 'Revocar',
    revokeLabel: 'Revocar «{{name}}»',
    revoked: 'Revocada: {{name}}. Todo sistema que la usaba queda rechazado desde ahora.',
    revokeFailed: 'No revocada: {{name}}',
    notRollable: 'Esta clave se revocó o caducó mientras tanto: crea una nueva.',
    failed: 'No funcionó, inténtalo de nuevo.',
    checkFields: 'Revise los campos marcados.',
    create: {
      title: 'Crear una clave de API',
      name: 'Nombre',
      nameHint: 'Qué sistema la usa, para saber qué se detiene si se revoca.',
      scopes: 'Qué puede hacer',
      scopesHint: 'Elige solo lo que el sistema necesita.',
      expiry: 'Caduca después de (días)',
      expiryHint: 'De 1 a {{max}} días. Una clave siempre caduca; crea otra o renuévala antes.',
      addresses: 'Direcciones permitidas (opcional)',
      addressesHint:
        'Una dirección IP o rango por línea, como 203.0.113.7 o 198.51.100.0/24. Vacío: cualquier dirección.',
      submit: 'Crear la clave',
      cancel: 'Cancelar',
      errorTitle: 'La clave no se creó',
      nameRequired: 'Dale un nombre a la clave.',
      nameTooLong: 'Como máximo {{max}} caracteres.',
      scopesRequired: 'Elige al menos una cosa que la clave pueda hacer.',
      expiryInvalid: 'Un número entero de días de 1 a {{max}}.',
      addressInvalid: 'La dirección {{number}} no es una dirección IP ni un rango.',
      tooManyAddresses: 'Como máximo {{max}} direcciones.',
    },
    rollDialog: {
      title: 'Renovar «{{name}}»',
      description:
        'La clave recibe un secreto nuevo, con el mismo nombre y alcances. Los sistemas que la usan necesitan el secreto nuevo.',
      overlap: 'Mantener el secreto actual funcionando durante',
      overlapHint: 'Tiempo para llevar el secreto nuevo a los sistemas. Elige ninguno si el actual pudo filtrarse.',
      overlapNone: 'Ninguno: deja de funcionar al instante',
      overlapOneDay: '1 día',
      overlapDays: '{{count}} días',
      submit: 'Renovar la clave',
      cancel: 'Cancelar',
      errorTitle: 'La clave no se renovó',
    },
    revokeDialog: {
      title: '¿Revocar «{{name}}»?',
      description:
        'Todo sistema que usa esta clave queda rechazado al instante, con todos sus secretos. Una clave revocada no vuelve a funcionar.',
      confirm: 'Revocar la clave',
      cancel: 'Cancelar',
    },
    secret: {
      title: 'Copia ahora el secreto de «{{name}}»',
      warning:
        'Es la única vez que se muestra el secreto: no se guarda en ningún sitio donde pueda leerse de nuevo. Ponlo en el sistema que usa la clave. Si se pierde, renueva la clave para obtener otro.',
      label: 'Secreto',
      copy: 'Copiar el secreto',
      copied: 'Copiado al portapapeles.',
      copyFailed: 'La copia no funcionó: selecciona el secreto y cópialo tú.',
      previousUntil: 'El secreto anterior funciona hasta {{date}}.',
      done: 'Ya lo guardé',
    },
  },
};
